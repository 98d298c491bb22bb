import { queryOptions } from '@tanstack/react-query'
import { MESSAGES } from '../types/messages'
import type { OrderTextsReply } from '../wire/user'
import { apiRequest } from './client'

/** GET /user/order-texts (authenticated): whether the customer gets texts about orders. */
async function getOrderTexts(): Promise<boolean> {
  const body = await apiRequest<OrderTextsReply>({
    method: 'GET',
    url: '/user/order-texts',
    auth: true,
    fallback: MESSAGES.orderTextsFailed,
  })
  return body.data.orderTexts
}

/** POST /user/order-texts (authenticated): the choice saved, and the server's words for it. */
export async function setOrderTexts(orderTexts: boolean) {
  const body = await apiRequest<OrderTextsReply>({
    method: 'POST',
    url: '/user/order-texts',
    data: { orderTexts },
    auth: true,
    fallback: MESSAGES.orderTextsFailed,
  })
  return { orderTexts: body.data.orderTexts, message: body.message ?? '' }
}

/** The session's choice of order texts, fetched when the profile drawer shows it. */
export const orderTextsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['order-texts', token],
    queryFn: getOrderTexts,
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  })
