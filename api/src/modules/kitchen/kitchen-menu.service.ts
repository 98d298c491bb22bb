import { tradingDayStart } from '@food/shared/time'
import type { StockState } from '@food/shared/wire'
import type { Db } from '../../db/client'
import { NotFoundError } from '../../errors'
import type { StaffMember } from '../staff/staff.types'
import type { StaffAuditService } from '../staff/staff-audit.service'
import {
  kitchenMenuRepository as menu,
  type StockRow,
  type StockTable,
} from './kitchen-menu.repository'

const DAY_MS = 24 * 60 * 60 * 1000

const stockView = (row: StockRow) => ({
  id: row.id,
  name: row.name,
  soldOut: row.sold_out,
  soldOutUntil: row.sold_out_until
    ? new Date(row.sold_out_until).toISOString()
    : null,
})

/** Marking dishes and options sold out, and bringing them back. */
export function createKitchenMenuService(deps: {
  db: Db
  audit: StaffAuditService
  now: () => Date
}) {
  const { db, audit, now } = deps

  async function setStock(
    by: StaffMember,
    table: StockTable,
    id: string,
    state: StockState,
  ) {
    const before = await menu.find(db, table, id)
    if (!before) {
      throw new NotFoundError(
        'STOCK_ITEM_NOT_FOUND',
        table === 'menu_items'
          ? 'That dish was not found.'
          : 'That option was not found.',
      )
    }
    const at = now()
    // The trading day turns over at 05:00, after the last closing and before any opening.
    const until =
      state === 'sold-out-today'
        ? new Date(tradingDayStart(at).getTime() + DAY_MS)
        : null
    await menu.setStock(db, table, id, state !== 'in-stock', until)
    const after = await menu.find(db, table, id)
    if (!after) throw new Error(`${table} ${id} vanished`)
    await audit.record(by, at, {
      action: state === 'in-stock' ? 'back-in-stock' : 'sold-out',
      subject: before.name,
      before: stockView(before),
      after: stockView(after),
    })
    return stockView(after)
  }

  return {
    async list() {
      // What came back at the opening shows as back, not as sold out until the next sweep.
      await menu.restockDue(db, now())
      const [items, options] = await Promise.all([
        menu.listItems(db),
        menu.listOptions(db),
      ])
      return {
        items: items.map((row) => ({
          ...stockView(row),
          categoryId: row.category_id,
          categoryName: row.category_name,
        })),
        options: options.map((row) => ({
          ...stockView(row),
          groupName: row.group_name,
        })),
      }
    },
    setItemStock: (by: StaffMember, id: string, state: StockState) =>
      setStock(by, 'menu_items', id, state),
    setOptionStock: (by: StaffMember, id: string, state: StockState) =>
      setStock(by, 'addon_items', id, state),
    restockDue: () => menu.restockDue(db, now()),
  }
}

export type KitchenMenuService = ReturnType<typeof createKitchenMenuService>
