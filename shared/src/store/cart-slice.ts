import { getCart } from '../api/cart'
import type { GuestCartItem, ServerCart } from '../types/cart'
import type { SliceCreator } from './app-state'
import { basketFingerprint } from './cart-bar'

export type CartSlice = {
  guestCart: GuestCartItem[]
  /** Filled by the cart calls once logged in; null until then. */
  serverCart: ServerCart | null
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
  setServerCart: (cart: ServerCart | null) => void
  /** Fetches the server cart into the store; rejects with the API error. */
  loadServerCart: () => Promise<ServerCart>
  /** Opens the cart bar again (after an add, SPEC section 4). */
  showCartBar: () => void
  /** Closes the cart bar until the basket changes. */
  hideCartBar: () => void
  /** Leaves a message for checkout about the basket as it is now. */
  setCheckoutNotice: (message: string) => void
}

// Bumped by every write of the server cart: a fetch that started before a newer write (the
// guest cart merged at login, say) must not put the older basket back.
let serverCartVersion = 0

export const createCartSlice: SliceCreator<CartSlice> = (set, get) => ({
  loadServerCart: async () => {
    const startedAt = serverCartVersion
    const serverCart = await getCart()
    if (startedAt !== serverCartVersion) return get().serverCart ?? serverCart
    serverCartVersion += 1
    set({ serverCart })
    return serverCart
  },
  guestCart: [],
  serverCart: null,
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
  setServerCart: (serverCart) => {
    serverCartVersion += 1
    set({ serverCart })
  },
  showCartBar: () => set({ cartBarClosedFor: null }),
  hideCartBar: () => set({ cartBarClosedFor: basketFingerprint(get()) }),
  setCheckoutNotice: (message) =>
    set({ checkoutNotice: { message, basket: basketFingerprint(get()) } }),
})
