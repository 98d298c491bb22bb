import { getOrders } from '../api/orders'
import { MESSAGES } from '../types/messages'
import type { Order } from '../types/order'
import { errorMessage } from '../ui/error-message'
import type { SliceCreator } from './app-state'

export type OrdersSlice = {
  /** The customer's orders, most recently updated first. */
  orders: Order[]
  ordersLoaded: boolean
  ordersLoading: boolean
  ordersError: string | null
  loadOrders: () => Promise<void>
  /** Puts a just-placed order at the top without another fetch. */
  addPlacedOrder: (order: Order) => void
  /** Replaces an order with a newer copy (a live update), or adds it; newest change first. */
  upsertOrder: (order: Order) => void
}

export const createOrdersSlice: SliceCreator<OrdersSlice> = (set) => ({
  orders: [],
  ordersLoaded: false,
  ordersLoading: false,
  ordersError: null,
  async loadOrders() {
    set({ ordersLoading: true, ordersError: null })
    try {
      set({
        orders: await getOrders(),
        ordersLoaded: true,
        ordersLoading: false,
      })
    } catch (error) {
      set({
        ordersLoading: false,
        ordersError: errorMessage(error, MESSAGES.fetchOrdersFailed),
      })
    }
  },
  addPlacedOrder: (order) =>
    set((state) => ({
      orders: [order, ...state.orders.filter((o) => o._id !== order._id)],
    })),
  upsertOrder: (order) =>
    set((state) => ({
      orders: [order, ...state.orders.filter((o) => o._id !== order._id)].sort(
        (a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt),
      ),
    })),
})
