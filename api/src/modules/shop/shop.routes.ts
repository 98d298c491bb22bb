import { shopSettingsReply, shopStatusReply } from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ShopService } from './shop.service'

export const shopRoutes: FastifyPluginAsyncZod<{
  shop: ShopService
  /** Stripe is configured: checkout offers "Pay now by card". */
  onlinePayment: boolean
}> = async (app, { shop, onlinePayment }) => {
  app.get(
    '/client/shop/settings',
    { schema: { tags: ['shop'], response: { 200: shopSettingsReply } } },
    async () => {
      const settings = await shop.getSettings()
      return {
        status: true as const,
        data: { ...settings, policy: { ...settings.policy, onlinePayment } },
      }
    },
  )
  app.get(
    '/shop-status',
    { schema: { tags: ['shop'], response: { 200: shopStatusReply } } },
    async () => {
      const [data, times] = await Promise.all([
        shop.getStatus(),
        shop.getOrderingTimes(),
      ])
      return {
        status: true as const,
        isOpen: data.isOpen,
        data: { ...data, times },
      }
    },
  )
}
