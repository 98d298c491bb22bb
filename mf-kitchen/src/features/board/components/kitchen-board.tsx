import type { KitchenBoard as Board } from '@food/shared/types'
import { Spinner } from '@food/shared/ui'
import { useServerNow } from '../hooks/use-now'
import { useScreenLock } from '../hooks/use-screen-lock'
import { useSoundBackOnTap } from '../hooks/use-sound-back-on-tap'
import { useShift } from '../state/shift-store'
import { groupOrders, ringingOrders } from '../utils/group-orders'
import { BoardColumn } from './board-column'
import { BoardColumns } from './board-columns'
import { BoardToolbar } from './board-toolbar'
import toolbar from './board-toolbar.module.css'
import { FinishedList } from './finished-list'
import styles from './kitchen-board.module.css'
import { StartShiftOverlay } from './start-shift-overlay'
import { TicketPrinter } from './ticket-printer'

/** The order board: new, preparing and ready side by side, today's finished below. */
export function KitchenBoard({ board }: { board: Board | undefined }) {
  const now = useServerNow()
  const { isStarted, wasStarted } = useShift()
  useScreenLock()
  useSoundBackOnTap()
  const orders = board?.orders ?? []
  return (
    <section
      className={styles.board}
      aria-labelledby="kitchen-board-title"
      // Ringing tickets flash with the clock, all together (order-card.module.css).
      data-ring-flash={Math.floor(now / 1000) % 2 === 0 ? 'on' : 'off'}
    >
      <h1 id="kitchen-board-title" className={toolbar.srOnly}>
        Orders
      </h1>
      <BoardToolbar now={now} ringing={ringingOrders(orders, now)} />
      {board ? (
        <BoardContent board={board} now={now} />
      ) : (
        <div className={styles.loading}>
          <Spinner label="Loading the board…" />
        </div>
      )}
      {/* After a reload the board shows at once; its bar asks for the tap instead. */}
      {!isStarted && !wasStarted && <StartShiftOverlay />}
      <TicketPrinter />
    </section>
  )
}

function BoardContent({ board, now }: { board: Board; now: number }) {
  const groups = groupOrders(board.orders, now)
  const column = { settings: board.settings, now }
  return (
    <>
      <BoardColumns groups={groups} {...column} />
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
