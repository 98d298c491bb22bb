import { useGuestCart } from '@food/shared/store'
import { Link } from 'react-router-dom'
import { BasketReview } from './basket-review'
import styles from './checkout-page.module.css'
import { DeliveryStep } from './delivery-step'

/** /checkout: review the basket, then go on to the delivery details. */
export function CheckoutPage() {
  const items = useGuestCart()

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Checkout</h1>
      {items.length === 0 ? (
        <div className={styles.empty}>
          <p>Your basket is empty.</p>
          <Link to="/" className={styles.primaryLink}>
            Browse the menu
          </Link>
        </div>
      ) : (
        <>
          <BasketReview items={items} />
          <DeliveryStep />
        </>
      )}
    </div>
  )
}
