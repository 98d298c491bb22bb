import { useShopSettings } from '@food/shared/query'
import { SOCIAL_NETWORKS, type SocialNetwork } from '@food/shared/types'
import { Link } from 'react-router-dom'
import { FALLBACK_SITE_NAME } from '../seo/page-meta'
import styles from './footer.module.css'

const socialLabel = (network: string) =>
  SOCIAL_NETWORKS[network as SocialNetwork]?.label ?? network

export function Footer() {
  const settings = useShopSettings()
  const shop = settings?.shop
  const name = shop?.name ?? FALLBACK_SITE_NAME
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-label="Contact">
          <p className={styles.name}>{name}</p>
          {shop && (
            <address className={styles.address}>
              {[
                shop.address.line1,
                shop.address.line2,
                shop.address.city,
                shop.address.postcode,
              ]
                .filter(Boolean)
                .join(', ')}
              <br />
              <a href={`tel:${shop.phone.replace(/\s/g, '')}`}>{shop.phone}</a>
            </address>
          )}
        </section>
        <nav aria-label="Legal" className={styles.links}>
          <Link to="/privacy-policy">Privacy Policy</Link>
          <Link to="/terms">Terms of Use</Link>
          <Link to="/info">Info</Link>
        </nav>
        {shop && shop.social.length > 0 && (
          <ul aria-label="Social links" className={styles.social}>
            {shop.social.map((link) => (
              <li key={link.network}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {socialLabel(link.network)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* A page cached on 31 December may be read on 1 January. */}
      <p className={styles.copyright} suppressHydrationWarning>
        © {new Date().getFullYear()} {name}
      </p>
    </footer>
  )
}
