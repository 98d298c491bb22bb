/** Element ids that focus moves to; one checkout is on the page at a time. */
export const CHECKOUT_HEADING_ID = 'checkout-heading'
export const BASKET_HEADING_ID = 'basket-heading'
