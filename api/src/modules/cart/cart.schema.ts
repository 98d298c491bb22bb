import type { ServerCart } from '@food/shared/wire'

// The replies are the wire contract's (@food/shared/wire, cart.ts); the limit is the API's own.

/** Distinct lines one basket may hold. */
export const MAX_CART_LINES = 100

export type CartView = ServerCart
