import { collectionFacts, deliveryFacts } from '@food/shared/format'
import { useOrderingTimes } from '@food/shared/query'
import styles from './ordering-facts.module.css'

/**
 * What a customer wants to know before the first tap, at the top of the menu: how long
 * delivery and collection take now (the kitchen's lead time, busy mode included), the
 * delivery minimum and smallest fee, and today's hours. All computed by the server.
 */
export function OrderingFacts() {
  const times = useOrderingTimes()
  if (!times) return null
  return (
    <ul className={styles.facts} aria-label="Delivery, collection and hours">
      <li className={styles.fact}>{deliveryFacts(times)}</li>
      <li className={styles.fact}>{collectionFacts(times)}</li>
      <li className={`${styles.fact} ${styles.hours}`}>{times.hoursToday}</li>
    </ul>
  )
}
