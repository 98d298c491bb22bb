import { addressLines } from '@food/shared/format'
import { useShopSettings } from '@food/shared/query'
import type { Order } from '@food/shared/types'
import { VisuallyHidden } from '@food/shared/ui'
import styles from './order-page.module.css'

const mapLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`

/** Where the food goes: the delivery address, or the shop's with a map to find it and its phone. */
export function OrderPlace({ order }: { order: Order }) {
  const shop = useShopSettings()?.shop
  if (order.order_type === 'delivery') {
    return (
      <section className={styles.card} aria-labelledby="order-place">
        <h2 id="order-place">Delivering to</h2>
        {order.address && (
          <address className={styles.address}>
            {addressLines(order.address, { withPhone: true }).join('\n')}
          </address>
        )}
      </section>
    )
  }
  const lines = shop
    ? [shop.name, shop.address.line1, shop.address.line2, shop.address.city]
        .concat(shop.address.postcode)
        .filter(Boolean)
    : []
  return (
    <section className={styles.card} aria-labelledby="order-place">
      <h2 id="order-place">Collect from</h2>
      {shop && (
        <>
          <address className={styles.address}>{lines.join('\n')}</address>
          <a
            className={styles.mapLink}
            href={mapLink(lines.join(', '))}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open in Maps
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </>
      )}
    </section>
  )
}
