import { addressLines } from '@food/shared/format'
import { useShopSettings } from '@food/shared/query'
import type { Order } from '@food/shared/types'
import { VisuallyHidden } from '@food/shared/ui'
import pageStyles from './checkout-page.module.css'
import confirmationStyles from './order-confirmation.module.css'

const mapLink = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`

/** Where the food goes: the delivery address, or the shop's with a map to find it. */
export function ConfirmationPlace({ order }: { order: Order }) {
  const shop = useShopSettings()?.shop
  if (order.order_type === 'delivery') {
    const address = order.address
    return (
      <section className={pageStyles.card} aria-labelledby="confirmation-place">
        <h2 id="confirmation-place" className={pageStyles.heading}>
          Delivering to
        </h2>
        {address && (
          <address className={confirmationStyles.address}>
            {addressLines(address, { withPhone: true }).join('\n')}
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
    <section className={pageStyles.card} aria-labelledby="confirmation-place">
      <h2 id="confirmation-place" className={pageStyles.heading}>
        Collect from
      </h2>
      {shop && (
        <>
          <address className={confirmationStyles.address}>
            {lines.map((line, index) => (
              <span key={line}>
                {index > 0 && <br />}
                {line}
              </span>
            ))}
          </address>
          <a
            className={confirmationStyles.mapLink}
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
