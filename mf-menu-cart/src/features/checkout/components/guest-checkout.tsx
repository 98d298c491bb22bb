import { useShopSettings } from '@food/shared/query'
import { openLoginDrawer } from '@food/shared/store'
import { MESSAGES } from '@food/shared/types'
import { type ReactNode, useState } from 'react'
import type { CartView } from '../../../lib/cart-view'
import {
  checkoutTotals,
  DEFAULT_VAT_RATE_PERCENT,
} from '../utils/checkout-totals'
import pageStyles from './checkout-page.module.css'
import { LoginPrompt } from './login-prompt'
import { OrderSummary } from './order-summary'
import { PlaceOrderButton } from './place-order-button'

type GuestCheckoutProps = {
  cart: CartView
  /** The basket section, first in the main column. */
  basket: ReactNode
  blocker: string | null
}

const WHY_LOG_IN =
  'Please log in to place your order: we confirm it by text to your mobile. Your basket comes with you.'

/** A guest edits the basket here; ordering starts with a login, which keeps the basket. */
export function GuestCheckout({ cart, basket, blocker }: GuestCheckoutProps) {
  const [hasAskedToLogIn, setHasAskedToLogIn] = useState(false)
  const vatRate =
    useShopSettings()?.policy.vatRatePercent ?? DEFAULT_VAT_RATE_PERCENT
  const totals = checkoutTotals(
    cart,
    { kind: 'unknown', text: 'After login' },
    vatRate,
  )

  function handlePlaceOrder() {
    setHasAskedToLogIn(true)
    openLoginDrawer()
  }

  return (
    <div className={pageStyles.layout}>
      <div className={pageStyles.column}>
        {basket}
        <LoginPrompt headingId="delivery-heading" heading="Delivery details">
          Log in with your mobile number to choose delivery or collection, add
          an address and place your order.
        </LoginPrompt>
      </div>
      <div className={`${pageStyles.column} ${pageStyles.aside}`}>
        <OrderSummary totals={totals} note={MESSAGES.loginForDiscounts}>
          <PlaceOrderButton
            blocker={blocker}
            isPending={false}
            refusal={null}
            status={hasAskedToLogIn ? WHY_LOG_IN : null}
            onClick={handlePlaceOrder}
          />
        </OrderSummary>
      </div>
    </div>
  )
}
