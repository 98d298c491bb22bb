import type { GuestCartItem, ServerCart } from '../types/cart'
import type { Popup } from '../types/popup'
import { useAppStore } from './app-store'

// Plain functions so that non-React code (bootstrap, event handlers, other
// actions) can act on the store without a hook.
const state = () => useAppStore.getState()

/** The current token, for non-React callers. */
export const getToken = () => state().token
/** Stores the token received after OTP verification. */
export const setSession = (token: string) => state().setSession(token)
/** Fetches the profile when a token is held; clears the token on failure. */
export const loadProfile = () => state().loadProfile()
/** Ends the session without a page change (failed login or profile call). */
export const clearSession = () => state().clearSession()
/** Logs out: clears the token, user, carts and the tracked order. */
export const logout = () => state().logout()

/** Appends a line to the guest cart (saved in local storage). */
export const addGuestCartItem = (item: GuestCartItem) =>
  state().addGuestCartItem(item)
/** Sets a guest line's quantity; 0 or less removes it. */
export const updateGuestCartQuantity = (index: number, quantity: number) =>
  state().updateGuestCartQuantity(index, quantity)
/** Removes the guest line at `index`. */
export const removeGuestCartItem = (index: number) =>
  state().removeGuestCartItem(index)
/** Empties the guest cart, e.g. after it was merged into the server cart. */
export const clearGuestCart = () => state().clearGuestCart()
/** Replaces the server cart after a cart call. */
export const setServerCart = (cart: ServerCart | null) =>
  state().setServerCart(cart)
/** Shows the bottom cart bar. */
export const showCartBar = () => state().showCartBar()
/** Hides the bottom cart bar. */
export const hideCartBar = () => state().hideCartBar()

/** Loads shop settings and status in parallel. */
export const loadShop = () => state().loadShop()

/** Loads the blog list (SPEC section 4 transitions). */
export const fetchBlogList = () => state().fetchBlogList()
/** Loads one post into the per-slug cache. */
export const fetchBlogDetail = (slug: string) => state().fetchBlogDetail(slug)
/** Empties the list and clears its error. */
export const clearBlogList = () => state().clearBlogList()
/** Forgets the cached detail of one slug. */
export const removeBlogDetail = (slug: string) => state().removeBlogDetail(slug)

/** Shows a popup (it closes itself after 2 seconds). */
export const showPopup = (popup: Popup) => state().showPopup(popup)
/** Closes the popup. */
export const closePopup = () => state().closePopup()
/** Opens the login drawer. */
export const openLoginDrawer = () => state().openLoginDrawer()
/** Closes the login drawer. */
export const closeLoginDrawer = () => state().closeLoginDrawer()
/** Opens the profile drawer (closes the login drawer). */
export const openProfileDrawer = () => state().openProfileDrawer()
/** Closes the profile drawer. */
export const closeProfileDrawer = () => state().closeProfileDrawer()
/** Shows the tracking bar for an order. */
export const trackOrder = (orderId: string) => state().trackOrder(orderId)
/** Hides the tracking bar. */
export const stopTracking = () => state().stopTracking()
