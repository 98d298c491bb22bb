import type { GuestCartItem } from '../types/cart'
import type { SliceCreator } from './app-state'

export type CartSlice = {
  /** A guest's basket; a customer's is the server's (`basketQuery`, ADR 028). */
  guestCart: GuestCartItem[]
  /**
   * The basket (its fingerprint) the customer closed the cart bar on, or null. The bar shows
   * while the basket has items and differs from this one.
   */
  cartBarClosedFor: string | null
  /**
   * What checkout says about the basket an action filled (Order again), with that basket's
   * fingerprint: it shows until the basket changes again.
   */
  checkoutNotice: { message: string; basket: string } | null
  addGuestCartItem: (item: GuestCartItem) => void
  updateGuestCartQuantity: (index: number, quantity: number) => void
  removeGuestCartItem: (index: number) => void
  clearGuestCart: () => void
  /** Opens the cart bar again (after an add, SPEC section 4). */
  showCartBar: () => void
  /** Closes the cart bar until the basket, whose fingerprint this is, changes. */
  hideCartBarFor: (basket: string) => void
  /** Leaves a message for checkout about the basket whose fingerprint is given. */
  setCheckoutNoticeFor: (message: string, basket: string) => void
}

export const createCartSlice: SliceCreator<CartSlice> = (set) => ({
  guestCart: [],
  cartBarClosedFor: null,
  checkoutNotice: null,
  addGuestCartItem: (item) =>
    set((state) => ({ guestCart: [...state.guestCart, item] })),
  updateGuestCartQuantity: (index, quantity) =>
    set((state) => ({
      guestCart:
        quantity > 0
          ? state.guestCart.map((item, at) =>
              at === index ? { ...item, quantity } : item,
            )
          : state.guestCart.filter((_, at) => at !== index),
    })),
  removeGuestCartItem: (index) =>
    set((state) => ({
      guestCart: state.guestCart.filter((_, at) => at !== index),
    })),
  clearGuestCart: () => set({ guestCart: [] }),
  showCartBar: () => set({ cartBarClosedFor: null }),
  hideCartBarFor: (basket) => set({ cartBarClosedFor: basket }),
  setCheckoutNoticeFor: (message, basket) =>
    set({ checkoutNotice: { message, basket } }),
})
