import type { KitchenBoard as Board } from '@food/shared/types'
import { Spinner } from '@food/shared/ui'
import { useServerNow } from '../hooks/use-now'
import { useScreenLock } from '../hooks/use-screen-lock'
import { useShift } from '../state/shift-store'
import { groupOrders, ringingOrders } from '../utils/group-orders'
import { BoardColumn } from './board-column'
import { BoardToolbar } from './board-toolbar'
import { FinishedList } from './finished-list'
import styles from './kitchen-board.module.css'
import { StartShiftOverlay } from './start-shift-overlay'
import { TicketPrinter } from './ticket-printer'

/** The order board: new, preparing and ready side by side, today's finished below. */
export function KitchenBoard({ board }: { board: Board | undefined }) {
  const now = useServerNow()
  const { isStarted } = useShift()
  useScreenLock()
  return (
    <section className={styles.board} aria-labelledby="kitchen-board-title">
      <h1 id="kitchen-board-title" className={styles.title}>
        Orders
      </h1>
      <BoardToolbar now={now} />
      {board ? (
        <BoardContent board={board} now={now} />
      ) : (
        <div className={styles.loading}>
          <Spinner label="Loading the board…" />
        </div>
      )}
      {!isStarted && <StartShiftOverlay />}
      <TicketPrinter />
    </section>
  )
}

function BoardContent({ board, now }: { board: Board; now: number }) {
  const groups = groupOrders(board.orders, now)
  const ringing = ringingOrders(board.orders, now).length
  const column = { settings: board.settings, now }
  return (
    <>
      <p role="status" className={ringing ? styles.ringing : styles.quiet}>
        {ringing === 0
          ? 'No new order waiting.'
          : ringing === 1
            ? '1 new order is ringing.'
            : `${ringing} new orders are ringing.`}
      </p>
      <div className={styles.columns}>
        <BoardColumn title="New" orders={groups.pending} {...column} />
        <BoardColumn title="Preparing" orders={groups.preparing} {...column} />
        <BoardColumn
          title="Ready / Out for delivery"
          orders={groups.ready}
          {...column}
        />
      </div>
      {groups.scheduled.length > 0 && (
        <BoardColumn title="Scheduled" orders={groups.scheduled} {...column} />
      )}
      <FinishedList title="Done today" orders={groups.done} {...column} />
      <FinishedList
        title="Rejected today"
        orders={groups.rejected}
        {...column}
      />
    </>
  )
}
