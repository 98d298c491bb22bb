import { type Allergen, allergensInUkOrder } from '../types/allergens'
import type { GuestCartItem } from '../types/cart'
import type { Popup } from '../types/popup'
import { appStore } from './app-store'
import type { ProfileDrawerView } from './ui-slice'

// Plain functions so that non-React code (bootstrap, event handlers, other
// actions) can act on the store without a hook.
const state = () => appStore.getState()

/** The current token, for non-React callers. */
export const getToken = () => state().token
/** Stores the token received after OTP verification. */
export const setSession = (token: string) => state().setSession(token)
/** Ends the session without a page change (failed login or profile call). */
export const clearSession = () => state().clearSession()
/** Logs out: clears the token, carts and the tracked order. */
export const logout = () => state().logout()
/** Ends the session on the server (POST /user/logout), then logs this browser out, even if that call fails. */
export const signOut = () => state().signOut()

/** The guest cart now, for non-React callers. */
export const getGuestCart = () => state().guestCart
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
/** Opens the bottom cart bar again (after an add). */
export const showCartBar = () => state().showCartBar()

/** Shows a popup (it closes itself after 2 seconds). */
export const showPopup = (popup: Popup) => state().showPopup(popup)
/** Closes the popup. */
export const closePopup = () => state().closePopup()
/** Opens the login drawer. */
export const openLoginDrawer = () => state().openLoginDrawer()
/** Closes the login drawer. */
export const closeLoginDrawer = () => state().closeLoginDrawer()
/** Opens the profile drawer (closes the login drawer), at its order history or at the new-address form. */
export const openProfileDrawer = (view?: ProfileDrawerView) =>
  state().openProfileDrawer(view)
/** Closes the profile drawer. */
export const closeProfileDrawer = () => state().closeProfileDrawer()
/** Shows the tracking bar for an order. */
export const trackOrder = (orderId: string) => state().trackOrder(orderId)
/** Shows another of the tracked orders in the tracking bar. */
export const showTrackedOrder = (orderId: string) =>
  state().showTrackedOrder(orderId)
/** Stops following an order (the shown one by default); the bar shows the next one, if any. */
export const stopTracking = (orderId?: string) => state().stopTracking(orderId)

/** Chooses the address a delivery goes to. */
export const selectAddress = (id: string) => state().selectAddress(id)
/** The address chosen for a delivery and when, or null. */
export const getAddressChoice = () => state().addressChoice

/** Replaces the allergens the customer hides; the store keeps them in their cookie. */
export const setAvoidedAllergens = (allergens: readonly Allergen[]) =>
  appStore.setState({ avoidedAllergens: allergensInUkOrder(allergens) })
