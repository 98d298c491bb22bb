import { queryOptions } from '@tanstack/react-query'
import type { ServerCart } from '../types/cart'
import { type LeftOutLine, MESSAGES } from '../types/messages'
import type { Order, OrderPayload } from '../types/order'
import type { z } from '../validation/zod'
import type { reorderReply } from '../wire/cart'
import type { ordersReply, submitOrderReply } from '../wire/order'
import type { paymentOrderReply } from '../wire/payment'
import { apiRequest } from './client'

type SubmitReply = z.infer<typeof submitOrderReply>
// An older API sent the list under one of the two names only; either is read.
type ListReply = Partial<z.infer<typeof ordersReply>> & { status: true }

/**
 * POST /user/order/submit (authenticated). The same `idempotencyKey` for a retry of the same
 * order makes the server answer with the first order instead of placing a second.
 */
export async function submitOrder(
  payload: OrderPayload,
  idempotencyKey: string,
): Promise<{ order: Order; message: string }> {
  const body = await apiRequest<SubmitReply>({
    method: 'POST',
    url: '/user/order/submit',
    data: payload,
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
    fallback: MESSAGES.submitOrderFailed,
  })
  return { order: body.data, message: body.message }
}

type OrderReply = z.infer<typeof paymentOrderReply>

/**
 * POST /user/order/:id/payment/confirm: the order as it stands once Stripe has answered (the API
 * asks Stripe when its webhook has not arrived yet). Still `awaiting_payment` while unpaid.
 */
export async function confirmPayment(orderId: string): Promise<Order> {
  const body = await apiRequest<OrderReply>({
    method: 'POST',
    url: `/user/order/${encodeURIComponent(orderId)}/payment/confirm`,
    auth: true,
    fallback: MESSAGES.confirmPaymentFailed,
  })
  return body.data
}

/**
 * POST /user/order/:id/payment/cancel: the customer left Stripe's page; the unpaid order is
 * cancelled (the basket was never emptied). A payment that went through meanwhile wins: the
 * reply is then the paid order.
 */
export async function cancelPayment(
  orderId: string,
): Promise<{ order: Order; message: string }> {
  const body = await apiRequest<OrderReply>({
    method: 'POST',
    url: `/user/order/${encodeURIComponent(orderId)}/payment/cancel`,
    auth: true,
    fallback: MESSAGES.confirmPaymentFailed,
  })
  return { order: body.data, message: body.message ?? '' }
}

/** GET /user/order (authenticated): most recently updated first. */
export async function getOrders(): Promise<Order[]> {
  const body = await apiRequest<ListReply>({
    method: 'GET',
    url: '/user/order',
    auth: true,
    fallback: MESSAGES.fetchOrdersFailed,
  })
  const list = body.data ?? body.orders
  return Array.isArray(list) ? list : []
}

/**
 * The orders of one session (the token keys them). Asked for when the profile drawer or
 * /orders opens; between those, the order stream and placed orders keep it current.
 */
export const ordersQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['orders', token],
    queryFn: getOrders,
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  })

type ReorderReply = z.infer<typeof reorderReply>

/**
 * POST /user/order/:orderId/reorder (authenticated): Order again. The past order's lines go
 * back in the basket at today's prices; the reply is the whole basket, what was left out, and
 * the sentence that says so.
 */
export async function reorder(orderId: string): Promise<{
  cart: ServerCart
  message: string
  leftOut: LeftOutLine[]
}> {
  const {
    status: _status,
    message,
    left_out,
    ...cart
  } = await apiRequest<ReorderReply>({
    method: 'POST',
    url: `/user/order/${encodeURIComponent(orderId)}/reorder`,
    auth: true,
    fallback: MESSAGES.reorderFailed,
  })
  return { cart, message, leftOut: left_out }
}
