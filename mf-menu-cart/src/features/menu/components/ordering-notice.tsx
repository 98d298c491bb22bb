import { useShopStatus, useTakesOrdersForLater } from '@food/shared/query'
import type { MenuHoliday } from '@food/shared/types'
import styles from './ordering-notice.module.css'

type OrderingNoticeProps = {
  holiday: MenuHoliday | null
}

/**
 * Says that ordering is off, and why, while the menu stays browsable: a
 * holiday from GET /menus wins over the shop status of GET /shop-status.
 * Closed only until this evening, it says that orders for later are taken.
 */
export function OrderingNotice({ holiday }: OrderingNoticeProps) {
  const shopStatus = useShopStatus()
  const takesOrdersForLater = useTakesOrdersForLater()
  const reason = holiday
    ? holiday.message
    : shopStatus && !shopStatus.isOpen
      ? shopStatus.message
      : null
  if (reason === null) return null
  if (!holiday && takesOrdersForLater) {
    return (
      <div className={styles.notice} role="status">
        <p className={styles.title}>Order now for later today.</p>
        {/* When it opens is the closed banner's to say, once. */}
        <p className={styles.hint}>Choose your time at checkout.</p>
      </div>
    )
  }
  return (
    <div className={styles.notice} role="status">
      <p className={styles.title}>Ordering is paused right now.</p>
      {reason && <p className={styles.reason}>{reason}</p>}
      <p className={styles.hint}>You can still browse the menu.</p>
    </div>
  )
}
