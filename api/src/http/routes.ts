import type { FastifyInstance } from 'fastify'
import type { Env } from '../config/env'
import type { Db } from '../db/client'
import { createBlogRepository } from '../modules/blog/blog.repository'
import { blogRoutes } from '../modules/blog/blog.routes'
import { createBlogService } from '../modules/blog/blog.service'
import { createCartRepository } from '../modules/cart/cart.repository'
import { cartRoutes } from '../modules/cart/cart.routes'
import { createCartService } from '../modules/cart/cart.service'
import { deliveryRoutes } from '../modules/delivery/delivery.routes'
import { createDeliveryService } from '../modules/delivery/delivery.service'
import { healthRoutes } from '../modules/health/health.routes'
import { createMenuRepository } from '../modules/menu/menu.repository'
import { menuRoutes } from '../modules/menu/menu.routes'
import { createMenuService } from '../modules/menu/menu.service'
import { createPolicyRepository } from '../modules/policy/policy.repository'
import { policyRoutes } from '../modules/policy/policy.routes'
import { createPolicyService } from '../modules/policy/policy.service'
import { createSessionRepository } from '../modules/session/session.repository'
import { createSessionService } from '../modules/session/session.service'
import { createShopRepository } from '../modules/shop/shop.repository'
import { shopRoutes } from '../modules/shop/shop.routes'
import { createShopService } from '../modules/shop/shop.service'
import { createDevOutboxProvider } from '../modules/sms/dev-outbox-provider'
import { createSmsRepository } from '../modules/sms/sms.repository'
import { devSmsRoutes } from '../modules/sms/sms.routes'
import { createSmsService } from '../modules/sms/sms.service'
import { userRoutes } from '../modules/user/user.routes'
import { createUserService } from '../modules/user/user.service'
import { imageRoutes } from './images'
import { openApiRoute } from './openapi'

export type RouteDeps = { db: Db; env: Env; now: () => Date }

/** Wires repositories into services and services into routes: the only composition root. */
export async function apiRoutes(
  app: FastifyInstance,
  { db, env, now }: RouteDeps,
) {
  const shop = createShopService(createShopRepository(db), {
    statusOverride: env.SHOP_STATUS_OVERRIDE,
    now,
  })
  const sessions = createSessionService(createSessionRepository(db))
  await app.register(healthRoutes)
  await app.register(openApiRoute)
  await app.register(imageRoutes)
  await app.register(shopRoutes, { shop })
  await app.register(menuRoutes, {
    menu: createMenuService(createMenuRepository(db), shop),
  })
  await app.register(blogRoutes, {
    blog: createBlogService(createBlogRepository(db)),
  })
  await app.register(policyRoutes, {
    policies: createPolicyService(createPolicyRepository(db)),
  })
  await app.register(userRoutes, { users: createUserService(), sessions })
  await app.register(cartRoutes, {
    cart: createCartService(createCartRepository(db), shop),
    sessions,
  })
  await app.register(deliveryRoutes, {
    delivery: createDeliveryService(shop),
    sessions,
  })
  if (env.SMS_PROVIDER === 'dev') {
    const smsRepository = createSmsRepository(db)
    const sms = createSmsService(
      smsRepository,
      createDevOutboxProvider(smsRepository),
    )
    await app.register(devSmsRoutes, { sms })
  }
}
