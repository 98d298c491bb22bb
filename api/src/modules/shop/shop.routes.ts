import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { shopSettingsReply, shopStatusReply } from './shop.schema'
import type { ShopService } from './shop.service'

export const shopRoutes: FastifyPluginAsyncZod<{ shop: ShopService }> = async (
  app,
  { shop },
) => {
  app.get(
    '/client/shop/settings',
    { schema: { tags: ['shop'], response: { 200: shopSettingsReply } } },
    async () => ({ status: true as const, data: await shop.getSettings() }),
  )
  app.get(
    '/shop-status',
    { schema: { tags: ['shop'], response: { 200: shopStatusReply } } },
    async () => {
      const data = await shop.getStatus()
      return { status: true as const, isOpen: data.isOpen, data }
    },
  )
}
