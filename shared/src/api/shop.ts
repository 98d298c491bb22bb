import { queryOptions } from '@tanstack/react-query'
import { MESSAGES } from '../types/messages'
import type { ShopSettings, ShopStatus } from '../types/shop'
import type { z } from '../validation/zod'
import type { shopStatusReply } from '../wire/shop'
import type { shopSettingsReply } from '../wire/shop-settings'
import { apiRequest } from './client'

type SettingsReply = z.infer<typeof shopSettingsReply>
type StatusReply = z.infer<typeof shopStatusReply>

/** GET /client/shop/settings: shop details, timings and policy. */
export async function getShopSettings(): Promise<ShopSettings> {
  const body = await apiRequest<SettingsReply>({
    method: 'GET',
    url: '/client/shop/settings',
    fallback: MESSAGES.fetchShopFailed,
  })
  return body.data
}

/** GET /shop-status: open now or not, and why. */
export async function getShopStatus(): Promise<ShopStatus> {
  const body = await apiRequest<StatusReply>({
    method: 'GET',
    url: '/shop-status',
    fallback: MESSAGES.fetchShopFailed,
  })
  return body.data
}

/** The shop's details, timings and policy. */
export const shopSettingsQuery = () =>
  queryOptions({ queryKey: ['shop', 'settings'], queryFn: getShopSettings })

/** Whether the shop is open now, and why not. */
export const shopStatusQuery = () =>
  queryOptions({ queryKey: ['shop', 'status'], queryFn: getShopStatus })
