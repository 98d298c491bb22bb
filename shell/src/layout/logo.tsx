import { useShopSettings } from '@food/shared/query'
import { FALLBACK_SITE_NAME } from '../seo/page-meta'
import styles from './logo.module.css'

export function Logo() {
  const name = useShopSettings()?.shop.name ?? FALLBACK_SITE_NAME
  return (
    <span className={styles.logo}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
        <circle cx="18" cy="18" r="18" fill="var(--color-primary, #b3261e)" />
        <path
          d="M11 24c2-7 5-11 7-13 2 2 5 6 7 13"
          stroke="#fff7e8"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="18" cy="10" r="2" fill="#f2b632" />
      </svg>
      <span className={styles.name}>{name}</span>
    </span>
  )
}
