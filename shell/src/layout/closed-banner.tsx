import { useShopStatus } from '@food/shared/query'
import styles from './closed-banner.module.css'

/** Says plainly that the restaurant is closed, with when it opens again. */
export function ClosedBanner() {
  const status = useShopStatus()
  if (!status || status.isOpen) return null
  return (
    <div className={styles.banner} role="status">
      <strong>We're currently closed.</strong> {status.message}
    </div>
  )
}
