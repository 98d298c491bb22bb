// Browser-safe helpers for other packages' tests (no node:http, no vitest).
export {
  cartLine,
  guestCartItem,
  placedOrder,
  rawBlogPost,
  serverCart,
  testPhoto,
} from './factories'
export { resetStore } from './reset-store'
export { slotWidth } from './sizes'
