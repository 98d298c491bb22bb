import { Link } from 'react-router-dom'
import styles from './checkout-page.module.css'

/** Nothing to check out: send the customer back to the menu. */
export function EmptyBasket() {
  return (
    <div className={styles.empty}>
      <p>Your basket is empty.</p>
      <Link to="/" className={styles.primaryLink}>
        Browse the menu
      </Link>
    </div>
  )
}
