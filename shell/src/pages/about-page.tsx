import { SafeMarkdown } from '@food/shared/markdown'
import { useShopSettings } from '@food/shared/query'
import { EmailAddress } from '@food/shared/ui'
import { Link } from 'react-router-dom'
import { PageMeta } from '../seo/page-meta'
import styles from './content-page.module.css'
import { HoursTable } from './hours-table'

export function AboutPage() {
  const settings = useShopSettings()
  const shop = settings?.shop
  return (
    <article className={styles.page}>
      <PageMeta
        title="About us"
        description="Who we are: a family-run Turkish grill in Belfast cooking kebabs over charcoal, stone-baked pizzas and fresh wraps every evening."
        path="/about"
      />
      <h1>About us</h1>
      {shop && <p className={styles.lead}>{shop.description}</p>}
      {shop && <SafeMarkdown content={shop.about} />}
      <p>
        See what is cooking tonight on our <Link to="/">menu</Link>.
      </p>
      {settings && shop && (
        <div className={styles.grid}>
          <section aria-labelledby="find-us">
            <h2 id="find-us">Find us</h2>
            <address>
              {shop.address.line1}
              {shop.address.line2 && <>, {shop.address.line2}</>}
              <br />
              {shop.address.city} {shop.address.postcode}
              <br />
              Phone:{' '}
              <a href={`tel:${shop.phone.replace(/\s/g, '')}`}>{shop.phone}</a>
              <br />
              Email:{' '}
              <a href={`mailto:${shop.email}`}>
                <EmailAddress email={shop.email} />
              </a>
            </address>
          </section>
          <HoursTable
            caption="Opening hours"
            hours={settings.timings.opening}
          />
        </div>
      )}
    </article>
  )
}
