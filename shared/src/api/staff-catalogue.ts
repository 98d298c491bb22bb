import { queryOptions } from '@tanstack/react-query'
import type {
  AddonGroupChange,
  AddonGroupPayload,
  CategoryChange,
  DishChange,
  DishPayload,
  EditableAddonGroup,
  EditableCategory,
  EditableDish,
  EditableMenu,
} from '../types/menu-editing'
import { MESSAGES } from '../types/messages'
import type { CatalogueOrder } from '../wire/menu-editing'
import { type StaffChange, staffCall, staffChange } from './staff-call'

// The owner's menu editor (api/src/modules/menu-editing), with the staff token. Each save
// names the version it was made from; a newer one stored answers 409 STALE_EDIT.

/** A category as a save answers it: without its dishes. */
export type SavedCategory = Omit<EditableCategory, 'dishes'>

const BASE = '/staff/catalogue'
const at = (...parts: string[]) =>
  [BASE, ...parts.map(encodeURIComponent)].join('/')

const change = <T>(
  method: 'POST' | 'PUT',
  url: string,
  data: unknown,
): Promise<StaffChange<T>> =>
  staffChange<T>(url, MESSAGES.saveCatalogueFailed, data, method)

/** GET /staff/catalogue (owner): categories in order with every dish (retired too), and the add-on groups. */
export async function getStaffCatalogue(): Promise<EditableMenu> {
  return (
    await staffCall<EditableMenu>('GET', BASE, MESSAGES.loadCatalogueFailed)
  ).data
}

/** POST /staff/catalogue/categories (owner): a new category, hidden until switched on. */
export const addCategory = (name: string) =>
  change<SavedCategory>('POST', at('categories'), { name })

/** PUT /staff/catalogue/categories/{id} (owner): renames it or switches it on or off. */
export const saveCategory = (id: string, category: CategoryChange) =>
  change<SavedCategory>('PUT', at('categories', id), category)

/** PUT /staff/catalogue/category-order (owner): every category, in the new order. */
export const reorderCategories = (ids: string[]) =>
  change<CatalogueOrder>('PUT', at('category-order'), { ids })

/** PUT /staff/catalogue/categories/{id}/dish-order (owner): all its dishes (retired too), in order. */
export const reorderDishes = (categoryId: string, ids: string[]) =>
  change<CatalogueOrder>('PUT', at('categories', categoryId, 'dish-order'), {
    ids,
  })

/** POST /staff/catalogue/dishes (owner): a new dish at the end of its category. */
export const addDish = (dish: DishPayload) =>
  change<EditableDish>('POST', at('dishes'), dish)

/** PUT /staff/catalogue/dishes/{id} (owner): saves a dish; a new category puts it at that one's end. */
export const saveDish = (id: string, dish: DishChange) =>
  change<EditableDish>('PUT', at('dishes', id), dish)

/** POST /staff/catalogue/dishes/{id}/retire|restore (owner): off the menu for good, or back on. */
export const setDishRetired = (id: string, version: number, retired: boolean) =>
  change<EditableDish>(
    'POST',
    at('dishes', id, retired ? 'retire' : 'restore'),
    {
      version,
    },
  )

/** POST /staff/catalogue/addon-groups (owner): a new group of options dishes can share. */
export const addAddonGroup = (group: AddonGroupPayload) =>
  change<EditableAddonGroup>('POST', at('addon-groups'), group)

/** PUT /staff/catalogue/addon-groups/{id} (owner): its rule and options; options left out are retired. */
export const saveAddonGroup = (id: string, group: AddonGroupChange) =>
  change<EditableAddonGroup>('PUT', at('addon-groups', id), group)

/** The whole menu as the owner edits it (dropped with every ['staff'] query at sign-out). */
export const staffCatalogueQuery = () =>
  queryOptions({ queryKey: ['staff', 'catalogue'], queryFn: getStaffCatalogue })
