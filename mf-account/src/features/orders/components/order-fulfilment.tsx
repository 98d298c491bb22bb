import { formatAddress } from '@food/shared/format'
import type { Order } from '@food/shared/types'
import { isCollection } from '../utils/is-collection'
import styles from './order-card.module.css'

/** Delivery with the address it went to, or collection from the restaurant. */
export function OrderFulfilment({ order }: { order: Order }) {
  const { address } = order
  if (isCollection(order) || !address) {
    return <p className={styles.fulfilment}>Collection from the restaurant</p>
  }
  return (
    <p className={styles.fulfilment}>Delivery to {formatAddress(address)}</p>
  )
}
