// Browser-safe helpers for other packages' tests (no node:http, no vitest).
export { guestCartItem, rawBlogPost } from './factories'
export { resetStore } from './reset-store'
