import { z } from 'zod'
import { UK_ALLERGENS } from './allergens'

export const category = z.object({
  id: z.string(),
  _id: z.string().describe('Same as id; kept for older clients'),
  name: z.string(),
  slug: z.string(),
  status: z.enum(['active', 'inactive']),
  sortOrder: z.number().int(),
})

export type Category = z.infer<typeof category>

export const categoriesReply = z.object({
  status: z.literal(true),
  data: z.array(category),
  holiday: z.object({ message: z.string() }).nullable(),
})

const addonGroup = z.object({
  id: z.string(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      price: z.number().int().describe('pence, VAT included'),
    }),
  ),
})

export type AddonGroup = z.infer<typeof addonGroup>

export const menuItem = z.object({
  id: z.string(),
  _id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable().describe('Path relative to the API root'),
  price: z.number().int().describe('pence, VAT included'),
  isVeg: z.boolean(),
  allergens: z.array(z.enum(UK_ALLERGENS)),
  addonGroups: z.array(addonGroup),
  available: z.boolean(),
})

export type MenuItem = z.infer<typeof menuItem>

export const menuItemsBody = z.object({
  id: z.string().trim().min(1, 'id is required').max(100),
  food_type: z.enum(['veg', 'all']).default('all'),
})

export const menuItemsReply = z.object({
  status: z.literal(true),
  data: z.array(menuItem),
})
