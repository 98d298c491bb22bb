import { kitchenMenuQuery, setMenuStock } from '@food/shared/api'
import { useAppQuery, useAppQueryClient } from '@food/shared/query'
import type { KitchenMenu, MenuStock, StockState } from '@food/shared/types'
import { Spinner } from '@food/shared/ui'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import ui from '../../../lib/ui.module.css'
import styles from './sold-out-page.module.css'
import { StockGroups } from './stock-groups'

type StockChange = { kind: 'item' | 'option'; id: string; state: StockState }

/** The menu with one row changed as the server now has it. */
function withRow(menu: KitchenMenu, { id, soldOut, soldOutUntil }: MenuStock) {
  const change = <T extends MenuStock>(row: T): T =>
    row.id === id ? { ...row, soldOut, soldOutUntil } : row
  return { items: menu.items.map(change), options: menu.options.map(change) }
}

/** Sold out: what the kitchen has run out of, dishes and add-ons, for any member. */
export function SoldOutPage() {
  const queryClient = useAppQueryClient()
  const menu = useAppQuery(kitchenMenuQuery())
  const [filter, setFilter] = useState('')
  const [notice, setNotice] = useState('')
  const filterId = useId()
  const stock = useMutation(
    {
      mutationFn: ({ kind, id, state }: StockChange) =>
        setMenuStock(kind, id, state),
      onSuccess: ({ message, data }) => {
        setNotice(message)
        queryClient.setQueryData(
          kitchenMenuQuery().queryKey,
          (current: KitchenMenu | undefined) =>
            current && withRow(current, data),
        )
      },
    },
    queryClient,
  )
  const change = (next: StockChange) => {
    if (stock.isPending) return
    setNotice('')
    stock.mutate(next)
  }

  return (
    <section className={styles.page} aria-labelledby="kitchen-menu-title">
      <h1 id="kitchen-menu-title" className={ui.pageTitle}>
        Sold out
      </h1>
      <p>
        Mark what has run out: customers cannot order it until it is back. “Sold
        out today” comes back by itself tomorrow.
      </p>
      <label htmlFor={filterId} className={ui.label}>
        Find a dish or add-on
      </label>
      <input
        id={filterId}
        type="search"
        className={ui.field}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <p role="status" className={notice ? ui.note : styles.quiet}>
        {notice}
      </p>
      {stock.error && (
        <p role="alert" className={ui.error}>
          {stock.error.message}
        </p>
      )}
      {menu.isPending ? (
        <Spinner label="Loading the menu…" />
      ) : menu.isError ? (
        <p role="alert" className={ui.error}>
          {menu.error.message}
        </p>
      ) : (
        <StockGroups
          menu={menu.data}
          filter={filter}
          isBusy={stock.isPending}
          onChange={change}
        />
      )}
    </section>
  )
}
