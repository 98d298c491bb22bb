/**
 * Leaves the site for Stripe's payment page. Its own module, so that component tests watch it
 * (happy-dom would otherwise try to load Stripe) and the checkout has one way out to pay.
 */
export function goToPayment(checkoutUrl: string) {
  window.location.assign(checkoutUrl)
}
