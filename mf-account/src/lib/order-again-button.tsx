import { isApiError, reorder } from '@food/shared/api'
import {
  setCheckoutNotice,
  storeBasket,
  useAppMutation,
} from '@food/shared/query'
import { showCartBar, showPopup } from '@food/shared/store'
import { MESSAGES } from '@food/shared/types'
import { useNavigate } from 'react-router-dom'
import styles from './order-again-button.module.css'

type OrderAgainButtonProps = {
  /** The order's id (or short number). */
  orderId: string
  /** The order's title, so each button's name says which order it repeats. */
  describedBy: string
  /** Called once the basket is filled, before going to checkout (the drawer closes). */
  onDone?: () => void
}

/**
 * Order again: the past order's lines go back in the basket at today's prices, and checkout
 * opens with the server's sentence saying what was added and what was left out. A refusal
 * (nothing can be had today, a basket limit) is a popup and the customer stays.
 */
export function OrderAgainButton({
  orderId,
  describedBy,
  onDone,
}: OrderAgainButtonProps) {
  const navigate = useNavigate()
  // Pending until checkout opens: the button says "Adding…" to the end.
  const orderAgain = useAppMutation({
    mutationFn: async () => {
      const { cart, message } = await reorder(orderId)
      await storeBasket(cart)
      showCartBar()
      setCheckoutNotice(message)
      onDone?.()
      navigate('/checkout')
    },
  })

  async function handleClick() {
    if (orderAgain.isPending) return
    try {
      await orderAgain.mutateAsync()
    } catch (error) {
      if (!isApiError(error)) throw error
      showPopup({
        type: 'error',
        title: MESSAGES.errorTitle,
        message: error.message,
      })
    }
  }

  return (
    <button
      type="button"
      className={styles.again}
      aria-describedby={describedBy}
      aria-busy={orderAgain.isPending}
      disabled={orderAgain.isPending}
      onClick={() => void handleClick()}
    >
      {orderAgain.isPending ? 'Adding…' : 'Order again'}
    </button>
  )
}
