import { isCancelledError } from '@tanstack/react-query'
import { basketQuery } from '../api/cart'
import { getGuestCart, getToken } from '../store/actions'
import { appStore } from '../store/app-store'
import {
  useCartBarClosedFor,
  useCheckoutNoticeFor,
  useGuestCart,
  useToken,
} from '../store/hooks'
import type { ServerCart } from '../types/cart'
import {
  type BasketState,
  basketCount,
  basketFingerprint,
} from './basket-state'
import { queryClient } from './query-client'
// Loading the session's queries sets the page to forget them when the session ends.
import './session-data'
import { useAppQuery } from './use-app-query'

/**
 * The logged-in customer's basket, fetched when missing (once per session, and again on
 * mount after a failure); null while it is on its way, after a failure, or when logged out.
 */
export function useCustomerBasket(): ServerCart | null {
  return useAppQuery(basketQuery(useToken())).data ?? null
}

/**
 * The basket as the header and the cart bar's rules see it. It only reads: the cart bar and
 * checkout fetch the customer's basket (useCustomerBasket).
 */
function useBasketState(): BasketState {
  const token = useToken()
  const guestCart = useGuestCart()
  const basket = useAppQuery({ ...basketQuery(token), enabled: false }).data
  return { token, guestCart, basket }
}

/** The basket now, for non-React callers (the page's cache and store). */
function currentBasketState(): BasketState {
  const token = getToken()
  return {
    token,
    guestCart: getGuestCart(),
    basket: queryClient.getQueryData(basketQuery(token).queryKey),
  }
}

/** Items in the basket: the customer's when logged in, else the guest's (SPEC section 2). */
export const useCartCount = () => basketCount(useBasketState())

/** Whether the bottom cart bar is open: the basket has items and was not closed as it is. */
export function useCartBarVisible(): boolean {
  const state = useBasketState()
  const closedFor = useCartBarClosedFor()
  return basketCount(state) > 0 && closedFor !== basketFingerprint(state)
}

/** Checkout's message about the basket (Order again), while the basket is still as it left it. */
export function useCheckoutNotice(): string | null {
  const notice = useCheckoutNoticeFor()
  const fingerprint = basketFingerprint(useBasketState())
  return notice?.basket === fingerprint ? notice.message : null
}

/** Closes the bottom cart bar until the basket changes. */
export const hideCartBar = () =>
  appStore.getState().hideCartBarFor(basketFingerprint(currentBasketState()))

/** Leaves checkout a message about the basket as it is now (shown until it changes). */
export const setCheckoutNotice = (message: string) =>
  appStore
    .getState()
    .setCheckoutNoticeFor(message, basketFingerprint(currentBasketState()))

/**
 * Stores the basket a change answered with as the session's. A fetch still on its way is
 * dropped first: it left before the change, and stored late it would put the older basket
 * back (the guest basket merged at login, say).
 */
export async function storeBasket(cart: ServerCart): Promise<void> {
  const { queryKey } = basketQuery(getToken())
  await queryClient.cancelQueries({ queryKey })
  queryClient.setQueryData(queryKey, cart)
}

/**
 * Reads the customer's basket again (after an add, a refusal that says it is out of date, a
 * payment): a fetch still on its way left before and is dropped. Rejects with the API error;
 * resolves when a newer read or change replaced this one.
 */
export async function refreshBasket(): Promise<void> {
  const token = getToken()
  if (token === null) return
  const options = basketQuery(token)
  await queryClient.cancelQueries({ queryKey: options.queryKey })
  try {
    await queryClient.fetchQuery({ ...options, staleTime: 0 })
  } catch (error) {
    if (!isCancelledError(error)) throw error
  }
}
