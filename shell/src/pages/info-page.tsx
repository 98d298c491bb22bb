import { formatMoney } from '@food/shared/format'
import { SafeMarkdown } from '@food/shared/markdown'
import { useShopSettings } from '@food/shared/query'
import { PageMeta } from '../seo/page-meta'
import styles from './content-page.module.css'
import { HoursChanges } from './hours-changes'
import { HoursTable } from './hours-table'

/** Practical ordering information: hours, delivery charges and the discount, then the owner's text. */
export function InfoPage() {
  const settings = useShopSettings()
  return (
    <article className={styles.page}>
      <PageMeta
        title="Ordering information"
        description="Opening and delivery hours, delivery charges across Belfast, discounts and allergen information."
        path="/info"
      />
      <h1>Ordering information</h1>
      {settings && (
        <>
          <div className={styles.grid}>
            <HoursTable
              caption="Opening hours"
              hours={settings.timings.opening}
            />
            <HoursTable
              caption="Delivery hours"
              hours={settings.timings.delivery}
            />
          </div>
          <HoursChanges exceptions={settings.timings.exceptions} />
          <section aria-labelledby="delivery">
            <h2 id="delivery">Delivery charges</h2>
            <p>
              We deliver to Belfast postcodes BT1 to BT17. The charge depends on
              the distance from the shop:
            </p>
            <ul>
              {settings.policy.deliveryFees.map((tier) => (
                <li key={tier.maxMiles}>
                  {`Up to ${tier.maxMiles} ${tier.maxMiles === 1 ? 'mile' : 'miles'}: `}
                  {tier.feePence === 0 ? 'free' : formatMoney(tier.feePence)}
                </li>
              ))}
            </ul>
            {settings.policy.minimumDeliveryOrderPence > 0 && (
              <p>
                Delivery orders start at{' '}
                {formatMoney(settings.policy.minimumDeliveryOrderPence)} after
                the discount; collection has no minimum.
              </p>
            )}
          </section>
          {settings.policy.discount.percentage > 0 && (
            <section aria-labelledby="discount">
              <h2 id="discount">Discount for registered customers</h2>
              <p>
                {settings.policy.discount.message} Log in with your mobile
                number to get {settings.policy.discount.percentage}% off every
                order.
              </p>
            </section>
          )}
          {/* The owner's own text: allergens, prices and payment, written in the kitchen. */}
          <SafeMarkdown content={settings.shop.info} />
        </>
      )}
    </article>
  )
}
