import { cancelPayment } from '@food/shared/api'
import { skipToken, useAppQuery } from '@food/shared/query'
import { useIsLoggedIn } from '@food/shared/store'
import { MESSAGES, type Order } from '@food/shared/types'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { type PaymentPoll, waitForPayment } from '../api/payment-calls'
import {
  isSameReturn,
  type PaymentReturn,
  paymentOutcome,
  readPaymentReturn,
  withoutPaymentReturn,
} from '../utils/payment-return'
import { followPlacedOrder, refreshBasketQuietly } from '../utils/placed-order'

/** How a return from Stripe ended. */
type Settled =
  | { status: 'paid'; order: Order }
  /** The customer pressed Cancel on Stripe's page. */
  | { status: 'unpaid'; message: string }
  /** Stripe gave up on it (expired, declined): `reason` is the server's sentence. */
  | { status: 'cancelled'; reason: string }
  | { status: 'still-waiting' }

export type PaymentReturnView =
  | { status: 'none' }
  | { status: 'needs-login' }
  | { status: 'checking'; kind: PaymentReturn['kind'] }
  | { status: 'failed'; message: string; retry: () => void }
  | Settled

// The API sends a cancel_reason with every cancelled online order; this is for one without.
const CANCELLED_WITHOUT_REASON =
  'This order was cancelled before its payment went through. Your basket is as you left it.'

/**
 * Settles one return. Only the wait for Stripe reads the query's abort signal: a render that
 * goes (StrictMode's first) stops the polling, while a cancel, which the query never aborts,
 * is one request however many renders ask for it.
 */
async function settle(
  paymentReturn: PaymentReturn,
  poll: PaymentPoll,
  query: { readonly signal: AbortSignal },
): Promise<Settled> {
  const { kind, orderId } = paymentReturn
  const { order, message } =
    kind === 'paid'
      ? {
          order: await waitForPayment(orderId, poll, query.signal),
          message: '',
        }
      : await cancelPayment(orderId)
  const outcome = paymentOutcome(order)
  if (outcome === 'paid') {
    if (!query.signal.aborted) {
      followPlacedOrder(order)
      refreshBasketQuietly() // the server emptied it when the payment went through
    }
    return { status: 'paid', order }
  }
  if (outcome === 'waiting') return { status: 'still-waiting' }
  return kind === 'unpaid'
    ? { status: 'unpaid', message }
    : {
        status: 'cancelled',
        reason: order.cancel_reason || CANCELLED_WITHOUT_REASON,
      }
}

/** The states that leave the basket and the checkout form on the page below the notice. */
export const keepsCheckoutOpen = (view: PaymentReturnView) =>
  view.status === 'none' ||
  view.status === 'unpaid' ||
  view.status === 'cancelled'

/**
 * Back from Stripe (/checkout?paid=<id> or ?unpaid=<id>): confirms the payment (asking again
 * while Stripe has not answered) or cancels the unpaid order, once the customer is logged in.
 * A paid order is followed like any placed one; the address loses the parameter once settled.
 */
export function usePaymentReturn(poll: PaymentPoll): PaymentReturnView {
  const [params, setParams] = useSearchParams()
  const isLoggedIn = useIsLoggedIn()
  const fromUrl = readPaymentReturn(params)
  const [current, setCurrent] = useState(fromUrl)
  // Removing the parameter leaves the return on screen; only a new one replaces it.
  if (fromUrl && !isSameReturn(fromUrl, current)) setCurrent(fromUrl)

  // One return, settled once per visit to the checkout (dropped when the checkout goes).
  const result = useAppQuery<Settled>({
    queryKey: ['payment-return', current?.kind, current?.orderId],
    queryFn:
      current && isLoggedIn
        ? (query: { signal: AbortSignal }) => settle(current, poll, query)
        : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  })
  const isSettled = result.data !== undefined
  const hasParam = fromUrl !== null

  useEffect(() => {
    if (isSettled && hasParam)
      setParams((now) => withoutPaymentReturn(now), { replace: true })
  }, [isSettled, hasParam, setParams])

  if (!current) return { status: 'none' }
  if (!isLoggedIn) return { status: 'needs-login' }
  if (result.data) return result.data
  if (result.error && !result.isFetching) {
    const message = result.error.message || MESSAGES.confirmPaymentFailed
    return { status: 'failed', message, retry: () => void result.refetch() }
  }
  return { status: 'checking', kind: current.kind }
}
