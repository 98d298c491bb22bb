import { z } from '../validation/zod'

/** A dish or an option as the Sold out page reads it. */
const menuStock = z.object({
  id: z.string(),
  name: z.string(),
  soldOut: z.boolean(),
  soldOutUntil: z
    .string()
    .nullable()
    .describe(
      'When it comes back by itself; null with soldOut: until a member says so',
    ),
})

/** Every dish (by category) and add-on option (by group). */
const kitchenMenu = z.object({
  items: z.array(
    menuStock.extend({ categoryId: z.string(), categoryName: z.string() }),
  ),
  options: z.array(menuStock.extend({ groupName: z.string() })),
})

/** GET /staff/menu. */
export const kitchenMenuReply = z.object({
  status: z.literal(true),
  data: kitchenMenu,
})

/** POST /staff/menu/{items|options}/{id}/stock. */
export const menuStockReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: menuStock,
})

/** POST /staff/menu/{items|options}/{id}/stock: sold out today, until changed, or back. */
export const stockBody = z.object({
  state: z.enum(['in-stock', 'sold-out-today', 'sold-out'], {
    error: 'state must be in-stock, sold-out-today or sold-out',
  }),
})

export type MenuStock = z.infer<typeof menuStock>
export type KitchenMenu = z.infer<typeof kitchenMenu>
/**
 * What a member can say about a dish or an add-on option: `sold-out-today` lasts until the
 * next opening, `sold-out` until a member says it is back.
 */
export type StockState = z.input<typeof stockBody>['state']
