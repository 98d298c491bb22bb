import { VisuallyHidden } from '@food/shared/ui'
import styles from './veg-mark.module.css'

/**
 * The vegetarian mark: a leaf and "Veg" for the eye (short, so it fits beside
 * the price and Add on the narrowest card), the whole word for screen readers.
 */
export function VegMark() {
  return (
    <span className={styles.veg}>
      <svg
        width="16"
        height="16"
        viewBox="0 0 16 16"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M13.5 2.5C7 2.5 3 5.5 3 10c0 1.2.4 2.3 1 3.2C5.5 9.5 8 7.5 10.5 6.5 8.2 8 6.3 10.2 5 13.5c.8.6 1.8 1 3 1 4.5 0 5.5-5 5.5-12Z"
          fill="currentColor"
        />
      </svg>
      <span aria-hidden="true">Veg</span>
      <VisuallyHidden>Vegetarian</VisuallyHidden>
    </span>
  )
}
