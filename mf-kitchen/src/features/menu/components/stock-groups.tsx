import type { KitchenMenu, MenuStock, StockState } from '@food/shared/types'
import styles from './sold-out-page.module.css'
import { StockRow } from './stock-row'

type Props = {
  menu: KitchenMenu
  filter: string
  isBusy: boolean
  onChange: (change: {
    kind: 'item' | 'option'
    id: string
    state: StockState
  }) => void
}

type Group = { name: string; rows: MenuStock[] }

/** Rows under their heading, in the menu's order, keeping those that match. */
function groupBy<T extends MenuStock>(
  rows: T[],
  groupOf: (row: T) => string,
  filter: string,
): Group[] {
  const wanted = filter.trim().toLowerCase()
  const groups = new Map<string, MenuStock[]>()
  for (const row of rows) {
    const group = groupOf(row)
    const text = `${row.name} ${group}`.toLowerCase()
    if (wanted && !text.includes(wanted)) continue
    groups.set(group, [...(groups.get(group) ?? []), row])
  }
  return [...groups].map(([name, list]) => ({ name, rows: list }))
}

/** Dishes by category, then add-on options by group. */
export function StockGroups({ menu, filter, isBusy, onChange }: Props) {
  const parts = [
    {
      title: 'Dishes',
      kind: 'item' as const,
      groups: groupBy(menu.items, (item) => item.categoryName, filter),
    },
    {
      title: 'Add-ons',
      kind: 'option' as const,
      groups: groupBy(menu.options, (option) => option.groupName, filter),
    },
  ]
  return (
    <>
      {parts.map(({ title, kind, groups }) => (
        <section key={kind} aria-label={title} className={styles.part}>
          <h2 className={styles.subtitle}>{title}</h2>
          {groups.length === 0 && <p>Nothing matches.</p>}
          {groups.map((group) => (
            <section key={group.name} aria-label={group.name}>
              <h3 className={styles.group}>{group.name}</h3>
              <ul className={styles.rows}>
                {group.rows.map((row) => (
                  <StockRow
                    key={row.id}
                    row={row}
                    isBusy={isBusy}
                    onChange={(state) => onChange({ kind, id: row.id, state })}
                  />
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </>
  )
}
