import { useShopStatus } from '@food/shared/query'
import styles from './closed-banner.module.css'

/**
 * Says plainly that the restaurant is closed, with when it opens again; while the kitchen has
 * paused online orders, says until when and why in its own words.
 */
export function ClosedBanner() {
  const status = useShopStatus()
  if (!status || status.isOpen) return null
  return (
    <div className={styles.banner} role="status">
      {status.paused ? (
        <strong>{status.message}</strong>
      ) : (
        <>
          <strong>We're currently closed.</strong> {status.message}
        </>
      )}
    </div>
  )
}
