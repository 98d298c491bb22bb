import { queryOptions } from '@tanstack/react-query'
import type { DeliveryFee, ServerCart } from '../types/cart'
import { MESSAGES } from '../types/messages'
import type { z } from '../validation/zod'
import type {
  AddBulkBody,
  addBulkReply,
  BulkCartItem,
  cartReply,
  DeleteLineBody,
  UpdateQuantityBody,
} from '../wire/cart'
import type { DeliveryFeeBody, deliveryFeeReply } from '../wire/delivery'
import { apiRequest } from './client'

/** One line of POST /user/cart/add-bulk: add-on items grouped per add-on. */
export type { BulkCartItem } from '../wire/cart'

// A change answers with the whole basket; an add-bulk adds the server's sentence.
type CartReply = z.infer<typeof cartReply> | z.infer<typeof addBulkReply>

// Every cart change answers with the whole priced cart, so the store never re-adds prices.
const cartCall = async (
  url: string,
  data: unknown,
  fallback: string,
): Promise<ServerCart> => {
  const { status: _status, ...cart } = await apiRequest<CartReply>({
    method: 'POST',
    url,
    data,
    auth: true,
    fallback,
  })
  return cart
}

/** GET /user/cart/get (authenticated): the lines and the totals the server computes. */
export async function getCart(): Promise<ServerCart> {
  const { status: _status, ...cart } = await apiRequest<
    z.infer<typeof cartReply>
  >({
    method: 'GET',
    url: '/user/cart/get',
    auth: true,
    fallback: MESSAGES.fetchCartFailed,
  })
  return cart
}

/** POST /user/cart/add-bulk (authenticated): merges lines into the server cart. */
export const addCartItemsBulk = (
  items: BulkCartItem[],
  fallback: string = MESSAGES.bulkAddToCartFailed,
) => cartCall('/user/cart/add-bulk', { items } satisfies AddBulkBody, fallback)

/** POST /user/cart/del (authenticated). */
export const removeCartItem = (cartItemId: string) =>
  cartCall(
    '/user/cart/del',
    { cartItemId } satisfies DeleteLineBody,
    MESSAGES.removeCartItemFailed,
  )

/** POST /user/cart/update-quantity (authenticated): 1 to 50. */
export const updateCartQuantity = (cartId: string, quantity: number) =>
  cartCall(
    '/user/cart/update-quantity',
    { cart_id: cartId, quantity } satisfies UpdateQuantityBody,
    MESSAGES.updateCartQuantityFailed,
  )

/** POST /user/cart/get-delivery-fee (authenticated). */
export async function getDeliveryFee(postcode: string): Promise<DeliveryFee> {
  const body = await apiRequest<z.infer<typeof deliveryFeeReply>>({
    method: 'POST',
    url: '/user/cart/get-delivery-fee',
    data: { postcode } satisfies DeliveryFeeBody,
    auth: true,
    fallback: MESSAGES.fetchDeliveryFeeFailed,
  })
  return { deliveryFee: body.deliveryFee, mile: body.mile }
}

/**
 * The fee for one postcode. Dropped as soon as no checkout shows it: the kitchen may change its
 * fees, and the call is the customer's, so each checkout asks afresh as it always has.
 */
export const deliveryFeeQuery = (postcode: string) =>
  queryOptions({
    queryKey: ['delivery-fee', postcode],
    queryFn: () => getDeliveryFee(postcode),
    gcTime: 0,
  })

/**
 * The basket of one session (the token keys it, so a new session never sees the last one's).
 * Current until a change: every change answers with the basket or reads it again, so it is
 * fetched once when missing, and again when a component mounts after a failed fetch (the
 * checkout opening), as the basket always was.
 */
export const basketQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['basket', token],
    queryFn: getCart,
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retryOnMount: true,
  })
