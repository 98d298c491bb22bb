import { MENU_NAME_MAX_LENGTH } from '@food/shared/types'
import { toSlug } from '@food/shared/validation'
import type {
  catalogueAddonGroupBody,
  catalogueAddonGroupUpdateBody,
  catalogueCategoryUpdateBody,
  catalogueDishBody,
  catalogueDishUpdateBody,
  EditableAddonGroup,
  EditableCategory,
  EditableDish,
} from '@food/shared/wire'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { NotFoundError, StaleEditError, UnprocessableError } from '../../errors'
import type { PhotoService } from '../photo/photo.service'
import type { StaffMember } from '../staff/staff.types'
import type {
  AuditEntry,
  StaffAuditService,
} from '../staff/staff-audit.service'
import {
  type AddonGroupRow,
  type CategoryRow,
  type DishRow,
  type MenuTable,
  menuEditingRepository as repository,
} from './menu-editing.repository'

type CategoryFields = Omit<EditableCategory, 'dishes'>

// The bodies as the routes parsed them (trimmed, with their defaults).
type DishFields = z.output<typeof catalogueDishBody>
type GroupFields = z.output<typeof catalogueAddonGroupBody>

const categoryView = (row: CategoryRow): CategoryFields => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  sortOrder: row.sort_order,
  status: row.status,
  version: row.version,
})

/** A dish as the transaction reads it; the photo is looked up afterwards (withPhoto). */
type DishView = Omit<EditableDish, 'photo'> & { photoId: string | null }

const dishView = (row: DishRow): DishView => ({
  id: row.id,
  categoryId: row.category_id,
  name: row.name,
  description: row.description,
  price: row.price_pence,
  isVeg: row.is_veg,
  allergens: row.allergens,
  addonGroupIds: row.addon_group_ids,
  photoId: row.photo_id,
  soldOut: row.sold_out,
  retired: row.retired,
  version: row.version,
})

const groupView = (row: AddonGroupRow): EditableAddonGroup => ({
  id: row.id,
  name: row.name,
  min: row.min_choices,
  max: row.max_choices,
  options: row.options,
  usedBy: row.used_by,
  version: row.version,
})

const categoryNotFound = () =>
  new NotFoundError('CATEGORY_NOT_FOUND', 'That category was not found.')
const dishNotFound = () =>
  new NotFoundError('MENU_ITEM_NOT_FOUND', 'That dish was not found.')
const groupNotFound = () =>
  new NotFoundError('ADDON_GROUP_NOT_FOUND', 'That add-on group was not found.')

const NOT_FOUND: Record<MenuTable, () => NotFoundError> = {
  menu_categories: categoryNotFound,
  menu_items: dishNotFound,
  addon_groups: groupNotFound,
}

/** Row ids read like the seed's ("item-adana-kebab"): a prefix and the name as a slug. */
async function freeId(
  tx: Db,
  table: MenuTable | 'addon_items',
  prefix: string,
  name: string,
  alsoTaken: ReadonlySet<string> = new Set(),
) {
  const base = `${prefix}-${toSlug(name, MENU_NAME_MAX_LENGTH) || 'unnamed'}`
  const candidates = [
    base,
    ...Array.from({ length: 19 }, (_, i) => `${base}-${i + 2}`),
  ]
  const taken = await repository.takenIds(tx, table, candidates)
  const free = candidates.find((id) => !taken.has(id) && !alsoTaken.has(id))
  return free ?? `${base}-${crypto.randomUUID().slice(0, 8)}`
}

/** The owner's menu editor: categories, dishes and add-on groups, each save versioned. */
export function createMenuEditingService(deps: {
  db: Db
  audit: StaffAuditService
  photos: Pick<PhotoService, 'requireUploaded' | 'withPhotos'>
  now: () => Date
}) {
  const { db, audit, photos, now } = deps

  // Photos are read outside the editor's transactions: PGlite has one connection, which a
  // transaction holds.
  const withPhoto = async (dish: DishView) => {
    const [shown] = await photos.withPhotos([dish])
    if (!shown) throw new Error(`dish ${dish.id} vanished`)
    return shown
  }

  /**
   * Runs a change in one transaction, then writes its audit entry (as every staff action
   * does, after the change: PGlite has one connection, which the transaction holds).
   */
  async function audited<T>(
    by: StaffMember,
    change: (tx: Db) => Promise<{ data: T; entry: AuditEntry }>,
  ): Promise<T> {
    const { data, entry } = await db.transaction(change)
    await audit.record(by, now(), entry)
    return data
  }

  /** Locks the row; refuses a save made from another version than the stored one. */
  async function checkVersion(
    tx: Db,
    table: MenuTable,
    id: string,
    version: number,
  ) {
    const stored = await repository.lockVersion(tx, table, id)
    if (stored === null) throw NOT_FOUND[table]()
    if (stored !== version) throw new StaleEditError()
  }

  async function checkDishRefs(tx: Db, dish: DishFields) {
    if (!(await repository.findCategory(tx, dish.categoryId))) {
      throw new UnprocessableError(
        'CATEGORY_NOT_FOUND',
        'categoryId: that category was not found. Reload the menu.',
      )
    }
    const groups = await repository.takenIds(
      tx,
      'addon_groups',
      dish.addonGroupIds,
    )
    if (groups.size !== dish.addonGroupIds.length) {
      throw new UnprocessableError(
        'ADDON_GROUP_NOT_FOUND',
        'addonGroupIds: an add-on group was not found. Reload the menu.',
      )
    }
  }

  async function saveDish(tx: Db, id: string, dish: DishFields) {
    await repository.setDishGroups(tx, id, dish.addonGroupIds)
    const saved = await repository.findDish(tx, id)
    if (!saved) throw new Error(`dish ${id} vanished`)
    return dishView(saved)
  }

  async function saveOptions(
    tx: Db,
    groupId: string,
    options: GroupFields['options'],
  ) {
    const live = new Map(
      (await repository.liveOptions(tx, groupId)).map((row) => [
        row.id,
        row.allergens,
      ]),
    )
    const foreign = options.find((option) => option.id && !live.has(option.id))
    if (foreign) {
      throw new UnprocessableError(
        'ADDON_OPTION_NOT_FOUND',
        `options: "${foreign.name}" is not an option of this group. Reload the menu.`,
      )
    }
    const named = new Set<string>()
    const withIds = []
    for (const option of options) {
      const id =
        option.id ??
        (await freeId(tx, 'addon_items', groupId, option.name, named))
      named.add(id)
      withIds.push({
        id,
        name: option.name,
        price: option.price,
        // Not sent: the stored ones stay (a client that does not know them cannot clear them).
        allergens: option.allergens ?? live.get(id) ?? [],
      })
    }
    await repository.saveOptions(tx, groupId, withIds)
    // Left out: off the group, but kept, because baskets and orders may name them.
    await repository.retireOptions(
      tx,
      [...live.keys()].filter((id) => !named.has(id)),
      now(),
    )
  }

  async function findGroupView(tx: Db, id: string) {
    const row = await repository.findGroup(tx, id)
    if (!row) throw new Error(`group ${id} vanished`)
    return groupView(row)
  }

  async function reorder(
    by: StaffMember,
    table: 'menu_categories' | 'menu_items',
    ids: readonly string[],
    categoryId?: string,
  ) {
    return audited(by, async (tx) => {
      if (
        categoryId !== undefined &&
        !(await repository.findCategory(tx, categoryId))
      ) {
        throw categoryNotFound()
      }
      const current = await repository.idsInOrder(tx, table, categoryId)
      // The new order must name exactly what is there: else another screen added or moved one.
      const same =
        current.length === ids.length && current.every((id) => ids.includes(id))
      if (!same) throw new StaleEditError()
      await repository.setOrder(tx, table, ids)
      return {
        data: { ids: [...ids] },
        entry: {
          action:
            table === 'menu_categories'
              ? 'categories-reordered'
              : 'dishes-reordered',
          subject: categoryId ?? 'menu',
          before: current,
          after: ids,
        },
      }
    })
  }

  return {
    async load() {
      const [categories, dishes, groups] = await Promise.all([
        repository.listCategories(db),
        repository.listDishes(db),
        repository.listGroups(db),
      ])
      const shown = await photos.withPhotos(dishes.map(dishView))
      return {
        categories: categories.map((row) => ({
          ...categoryView(row),
          dishes: shown.filter((dish) => dish.categoryId === row.id),
        })),
        addonGroups: groups.map(groupView),
      }
    },

    createCategory: (by: StaffMember, name: string) =>
      audited(by, async (tx) => {
        const id = await freeId(tx, 'menu_categories', 'cat', name)
        await repository.insertCategory(tx, {
          id,
          name,
          slug: id.slice('cat-'.length),
        })
        const row = await repository.findCategory(tx, id)
        if (!row) throw new Error(`category ${id} vanished`)
        const after = categoryView(row)
        return {
          data: after,
          entry: {
            action: 'category-created',
            subject: name,
            after,
          },
        }
      }),

    updateCategory: (
      by: StaffMember,
      id: string,
      change: z.output<typeof catalogueCategoryUpdateBody>,
    ) =>
      audited(by, async (tx) => {
        await checkVersion(tx, 'menu_categories', id, change.version)
        const before = await repository.findCategory(tx, id)
        await repository.updateCategory(tx, id, change.name, change.status)
        const row = await repository.findCategory(tx, id)
        if (!before || !row) throw new Error(`category ${id} vanished`)
        const after = categoryView(row)
        return {
          data: after,
          entry: {
            action: 'category-saved',
            subject: change.name,
            before: categoryView(before),
            after,
          },
        }
      }),

    reorderCategories: (by: StaffMember, ids: readonly string[]) =>
      reorder(by, 'menu_categories', ids),

    reorderDishes: (
      by: StaffMember,
      categoryId: string,
      ids: readonly string[],
    ) => reorder(by, 'menu_items', ids, categoryId),

    createDish: async (by: StaffMember, dish: DishFields) => {
      await photos.requireUploaded('photoId', dish.photoId)
      const created = await audited(by, async (tx) => {
        await checkDishRefs(tx, dish)
        const id = await freeId(tx, 'menu_items', 'item', dish.name)
        await repository.insertDish(tx, id, dish)
        const after = await saveDish(tx, id, dish)
        return {
          data: after,
          entry: {
            action: 'dish-created',
            subject: dish.name,
            after,
          },
        }
      })
      return withPhoto(created)
    },

    updateDish: async (
      by: StaffMember,
      id: string,
      dish: z.output<typeof catalogueDishUpdateBody>,
    ) => {
      await photos.requireUploaded('photoId', dish.photoId)
      const saved = await audited(by, async (tx) => {
        await checkVersion(tx, 'menu_items', id, dish.version)
        await checkDishRefs(tx, dish)
        const before = await repository.findDish(tx, id)
        await repository.updateDish(tx, id, dish)
        const after = await saveDish(tx, id, dish)
        return {
          data: after,
          entry: {
            action: 'dish-saved',
            subject: dish.name,
            before: before && dishView(before),
            after,
          },
        }
      })
      return withPhoto(saved)
    },

    /** Retired: off the menu and out of baskets at checkout; orders keep their copy. */
    setDishRetired: (
      by: StaffMember,
      id: string,
      version: number,
      retired: boolean,
    ) =>
      audited(
        by,
        async (tx): Promise<{ data: DishView; entry: AuditEntry }> => {
          await checkVersion(tx, 'menu_items', id, version)
          await repository.setRetired(tx, id, retired ? now() : null)
          const row = await repository.findDish(tx, id)
          if (!row) throw new Error(`dish ${id} vanished`)
          const after = dishView(row)
          return {
            data: after,
            entry: {
              action: retired ? 'dish-retired' : 'dish-restored',
              subject: row.name,
              after,
            },
          }
        },
      ).then(withPhoto),

    createAddonGroup: (by: StaffMember, group: GroupFields) =>
      audited(by, async (tx) => {
        const id = await freeId(tx, 'addon_groups', 'addon', group.name)
        await repository.insertGroup(tx, id, group)
        await saveOptions(tx, id, group.options)
        const after = await findGroupView(tx, id)
        return {
          data: after,
          entry: {
            action: 'addon-group-created',
            subject: group.name,
            after,
          },
        }
      }),

    updateAddonGroup: (
      by: StaffMember,
      id: string,
      group: z.output<typeof catalogueAddonGroupUpdateBody>,
    ) =>
      audited(by, async (tx) => {
        await checkVersion(tx, 'addon_groups', id, group.version)
        const before = await findGroupView(tx, id)
        await repository.updateGroup(tx, id, group)
        await saveOptions(tx, id, group.options)
        const after = await findGroupView(tx, id)
        return {
          data: after,
          entry: {
            action: 'addon-group-saved',
            subject: group.name,
            before,
            after,
          },
        }
      }),
  }
}

export type MenuEditingService = ReturnType<typeof createMenuEditingService>
