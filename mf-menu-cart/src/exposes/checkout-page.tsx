import type { CheckoutPageProps } from '@food/shared/contracts'
import { CheckoutPage as Checkout } from '../features/checkout/components/checkout-page'

/** mf_menu_cart/CheckoutPage: the /checkout route. */
export default function CheckoutPage(_props: CheckoutPageProps) {
  return <Checkout />
}
