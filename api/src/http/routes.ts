import type { FastifyInstance } from 'fastify'
import {
  challengeOptions,
  type Env,
  mailConfig,
  otpLimits,
  otpSecret,
  photoStorageConfig,
  stripeConfig,
} from '../config/env'
import type { Db } from '../db/client'
import { addressRoutes } from '../modules/address/address.routes'
import { createAddressService } from '../modules/address/address.service'
import { authRoutes } from '../modules/auth/auth.routes'
import {
  createAuthService,
  createCodeSender,
} from '../modules/auth/auth.service'
import { blogRoutes } from '../modules/blog/blog.routes'
import { createBlogService } from '../modules/blog/blog.service'
import { blogEditingRoutes } from '../modules/blog/blog-editing.routes'
import { createBlogEditingService } from '../modules/blog/blog-editing.service'
import { cartRoutes } from '../modules/cart/cart.routes'
import {
  type CartService,
  createCartService,
} from '../modules/cart/cart.service'
import { deliveryRoutes } from '../modules/delivery/delivery.routes'
import { createDeliveryService } from '../modules/delivery/delivery.service'
import { healthRoutes } from '../modules/health/health.routes'
import { kitchenRoutes } from '../modules/kitchen/kitchen.routes'
import { createKitchenService } from '../modules/kitchen/kitchen.service'
import { createKitchenEvents } from '../modules/kitchen/kitchen-events'
import { kitchenHoursRoutes } from '../modules/kitchen/kitchen-hours.routes'
import { createKitchenHoursService } from '../modules/kitchen/kitchen-hours.service'
import { kitchenMenuRoutes } from '../modules/kitchen/kitchen-menu.routes'
import { createKitchenMenuService } from '../modules/kitchen/kitchen-menu.service'
import { kitchenPrintingRoutes } from '../modules/kitchen/kitchen-printing.routes'
import { createKitchenPrintingService } from '../modules/kitchen/kitchen-printing.service'
import { kitchenSettingsRoutes } from '../modules/kitchen/kitchen-settings.routes'
import { createKitchenSettingsService } from '../modules/kitchen/kitchen-settings.service'
import { kitchenShopRoutes } from '../modules/kitchen/kitchen-shop.routes'
import { createKitchenShopService } from '../modules/kitchen/kitchen-shop.service'
import { kitchenStreamRoutes } from '../modules/kitchen/kitchen-stream.routes'
import { kitchenTakingsRoutes } from '../modules/kitchen/kitchen-takings.routes'
import { createKitchenTakingsService } from '../modules/kitchen/kitchen-takings.service'
import { devMailRoutes } from '../modules/mail/mail.routes'
import { createMailOutboxService } from '../modules/mail/mail.service'
import { createMailProvider } from '../modules/mail/mail-provider'
import { menuRoutes } from '../modules/menu/menu.routes'
import { createMenuService } from '../modules/menu/menu.service'
import { menuEditingRoutes } from '../modules/menu-editing/menu-editing.routes'
import { createMenuEditingService } from '../modules/menu-editing/menu-editing.service'
import type { OrderChange } from '../modules/notification/notification.types'
import { createNotifications } from '../modules/notification/notifications'
import { orderRoutes } from '../modules/order/order.routes'
import {
  createOrderService,
  type OrderService,
} from '../modules/order/order.service'
import { createOrderEvents } from '../modules/order/order-events'
import { orderStreamRoutes } from '../modules/order/order-stream.routes'
import { createOtpService } from '../modules/otp/otp.service'
import { createChallenges } from '../modules/otp/otp-challenge'
import {
  paymentRoutes,
  stripeWebhookRoutes,
} from '../modules/payment/payment.routes'
import { createPaymentService } from '../modules/payment/payment.service'
import { paymentRefundRoutes } from '../modules/payment/payment-refund.routes'
import { createRefunds } from '../modules/payment/payment-refunds'
import { createSettlement } from '../modules/payment/payment-settlement'
import { createStripeGateway } from '../modules/payment/stripe-gateway'
import { mediaRoutes, photoUploadRoutes } from '../modules/photo/photo.routes'
import { createPhotoService } from '../modules/photo/photo.service'
import { createPhotoStorage } from '../modules/photo/photo-storage'
import { policyRoutes } from '../modules/policy/policy.routes'
import { createPolicyService } from '../modules/policy/policy.service'
import { policyVersionsRoutes } from '../modules/policy/policy-versions.routes'
import { createPolicyVersionsService } from '../modules/policy/policy-versions.service'
import { createSessionService } from '../modules/session/session.service'
import { shopRoutes } from '../modules/shop/shop.routes'
import { createShopService } from '../modules/shop/shop.service'
import { createShopEditingService } from '../modules/shop/shop-editing.service'
import { siteRoutes } from '../modules/site/site.routes'
import { createSiteService } from '../modules/site/site.service'
import { devSmsRoutes } from '../modules/sms/sms.routes'
import { createSmsService } from '../modules/sms/sms.service'
import { createSmsProvider } from '../modules/sms/sms-provider'
import { staffRoutes } from '../modules/staff/staff.routes'
import { createStaffAccountService } from '../modules/staff/staff-account.service'
import {
  createStaffAuditService,
  type StaffAuditService,
} from '../modules/staff/staff-audit.service'
import { createStaffSessionService } from '../modules/staff/staff-session.service'
import { userRoutes } from '../modules/user/user.routes'
import { createUserService } from '../modules/user/user.service'
import { createDevClock } from './dev-clock'
import { imageRoutes } from './images'
import { openApiRoute } from './openapi'

export type RouteDeps = { db: Db; env: Env; now: () => Date }

/** Paying online, when Stripe's keys are set: the gateway and what settles and refunds. */
async function createPayments(deps: {
  env: Env
  db: Db
  audit: StaffAuditService
  notify: (orderId: string) => Promise<void>
  onRefunded: (
    tx: Db,
    refund: { orderId: string; amount: number },
  ) => Promise<void>
  orders: Pick<OrderService, 'findStoredForUser'>
  cart: Pick<CartService, 'emptyInOrder'>
  now: () => Date
}) {
  const config = stripeConfig(deps.env)
  if (!config) return null
  const { db, audit, notify, now } = deps
  const gateway = await createStripeGateway(config)
  const refunds = createRefunds({
    db,
    gateway,
    audit,
    notify,
    onRefunded: deps.onRefunded,
    now,
  })
  const settlement = createSettlement({
    db,
    cart: deps.cart,
    refunds,
    audit,
    notify,
    now,
  })
  const service = createPaymentService({
    db,
    orders: deps.orders,
    gateway,
    settlement,
    refunds,
    notify,
    now,
  })
  return { gateway, settlement, refunds, service }
}

/**
 * Builds the services, each with the database handle its repositories' queries take, and wires
 * them into routes: the only composition root.
 */
export async function apiRoutes(
  app: FastifyInstance,
  { db, env, now: clock }: RouteDeps,
) {
  const devClock = env.DEV_CLOCK ? createDevClock(clock) : null
  const now = devClock?.now ?? clock
  // The menu (categories, search index) and the shop settings change only when someone edits
  // the database.
  const cache = { ttlMs: env.CACHE_TTL_MS, now }
  const audit = createStaffAuditService(db)
  // Dishes and posts show the owner's photos; the menu and blog ask this service for them.
  const photos = createPhotoService({
    db,
    storage: await createPhotoStorage(photoStorageConfig(env)),
    audit,
    now,
  })
  const shop = createShopService(db, cache, {
    statusOverride: env.SHOP_STATUS_OVERRIDE,
    now,
  })
  const sessions = createSessionService(db, now)
  const users = createUserService(db, now)
  const sms = createSmsService(db, createSmsProvider(env, db))
  await app.register(healthRoutes)
  await app.register(openApiRoute)
  await app.register(imageRoutes)
  await app.register(shopRoutes, {
    shop,
    onlinePayment: stripeConfig(env) !== null,
  })
  await app.register(menuRoutes, {
    menu: createMenuService(db, shop, photos, cache),
    cache,
  })
  await app.register(blogRoutes, {
    blog: createBlogService(db, photos),
  })
  await app.register(policyRoutes, {
    policies: createPolicyService(db),
  })
  await app.register(userRoutes, { users, sessions })
  const otp = createOtpService(db, {
    secret: otpSecret(env),
    dailyCap: env.SMS_DAILY_CAP,
    limits: otpLimits(env),
    challenges: createChallenges(challengeOptions(env)),
    textsFictionalNumbers: env.SMS_PROVIDER === 'dev',
    now,
  })
  await app.register(authRoutes, {
    auth: createAuthService({ users, otp, sms, sessions }),
  })
  const cart = createCartService(db, shop, sessions, cache)
  await app.register(cartRoutes, { cart, sessions })
  const addresses = createAddressService(db)
  await app.register(addressRoutes, {
    addresses,
    sessions,
  })
  const delivery = createDeliveryService(shop)
  await app.register(deliveryRoutes, { delivery, sessions })
  const orderEvents = createOrderEvents(db, {
    pollMs: env.ORDER_EVENTS_POLL_MS,
  })
  const staffSessions = createStaffSessionService(db, sessions, now)
  const kitchenEvents = createKitchenEvents(
    // Called only once a board is open, after `orders` below exists.
    {
      listChangedSince: (since) => orders.listChangedSince(since),
      findForKitchen: (orderId) => orders.findForKitchen(orderId),
    },
    {
      pollMs: env.KITCHEN_EVENTS_POLL_MS,
      // Called only once a board is open, after `kitchen` below exists.
      settings: () => boardSettings(),
      now,
    },
  )
  // The owner's site settings; receipts print the restaurant's address and VAT number from them.
  const site = createSiteService({ db, shop, audit, now })
  const notifications = createNotifications({
    db,
    sms,
    mail: createMailProvider(mailConfig(env), db),
    // Called only when a notice is sent, after `orders` below exists.
    findOrder: (orderId) => orders.findForKitchen(orderId),
    seller: async () => {
      const [{ shop: details, policy }, contact] = await Promise.all([
        shop.getSettings(),
        site.read('contact'),
      ])
      return {
        name: details.name,
        address: contact.address,
        vatNumber: contact.vatNumber,
        vatRatePercent: policy.vatRatePercent,
      }
    },
    siteUrl: env.siteUrl,
    onFailed: (orderId) => kitchenEvents.notify(orderId),
    log: (error) => app.log.warn({ err: error }, 'a notification was not sent'),
    now,
  })
  const recordChange = (tx: Db, change: OrderChange) =>
    notifications.service.recordOrderChange(tx, change)
  // A change reaches the customer's tracking bar and every board open on this instance now,
  // and the notices it wrote to the outbox go out without waiting for the sweep.
  const notify = async (orderId: string) => {
    notifications.worker.kick()
    await Promise.all([
      orderEvents.notify(orderId),
      kitchenEvents.notify(orderId),
    ])
  }
  const payments = await createPayments({
    env,
    db,
    audit,
    notify,
    onRefunded: (tx, refund) => recordChange(tx, { kind: 'refund', ...refund }),
    // Paying reads the customer's order through the order service, made just below (it
    // needs paying's startCheckout); called only when a request asks, after both exist.
    orders: {
      findStoredForUser: (userId, reference) =>
        orders.findStoredForUser(userId, reference),
    },
    cart,
    now,
  })
  const orders = createOrderService({
    db,
    cart,
    addresses,
    shop,
    delivery,
    now,
    startCheckout: payments?.service.startCheckout ?? null,
    onChange: recordChange,
  })
  const shopEditing = createShopEditingService(db, shop)
  const printing = createKitchenPrintingService({
    db,
    orders,
    shop: {
      name: async () => (await shop.getSettings()).shop.name,
      autoPrint: async () => (await shop.kitchenState()).rules.autoPrint,
      setAutoPrint: shopEditing.setAutoPrint,
      printer: async () => (await shop.kitchenState()).printer,
      setPrinter: shopEditing.setPrinter,
    },
    audit,
    notify,
    onSettingsChanged: () => kitchenEvents.settingsChanged(),
    timeoutMs: env.PRINTER_TIMEOUT_MS,
    report: (error) =>
      app.log.error({ err: error }, 'printing a ticket failed'),
    now,
  })
  /** The board's rules now, busy mode's minutes included. */
  const boardSettings = async () => {
    const { rules, busy } = await shop.kitchenState()
    return {
      ...rules,
      printer: await printing.printer(),
      busyMinutes: busy?.minutes ?? 0,
    }
  }
  const kitchen = createKitchenService({
    orders,
    audit,
    notify,
    onAccepted: printing.printOnAccept,
    onClosed: payments?.refunds.refundClosedOrder,
    settings: boardSettings,
    now,
  })
  await app.register(orderRoutes, {
    orders,
    cart,
    sessions,
    // With auto-accept on, a new order is taken at once; a failure leaves it ringing (the
    // sweep tries again), never fails the customer's order.
    onPlaced: async (orderId) => {
      await kitchen
        .acceptIfAutomatic(orderId)
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'auto-accepting an order failed'),
        )
      await kitchenEvents.notify(orderId)
    },
    siteOrigins: env.CORS_ORIGINS,
  })
  if (payments) {
    await app.register(paymentRoutes, { payment: payments.service, sessions })
    await app.register(stripeWebhookRoutes, payments)
    await app.register(paymentRefundRoutes, {
      refunds: payments.refunds,
      kitchen,
      sessions: staffSessions,
    })
  }
  await app.register(orderStreamRoutes, {
    orders,
    events: orderEvents,
    sessions,
  })
  const staffAccountService = createStaffAccountService({
    db,
    audit,
    sessions: staffSessions,
    otp,
    sendCode: createCodeSender(otp, sms),
    sms,
    siteUrl: env.siteUrl,
    now,
  })
  if (env.OWNER_MOBILE) {
    await staffAccountService.bootstrapOwner(env.OWNER_MOBILE, env.OWNER_NAME)
  }
  await app.register(staffRoutes, {
    accounts: staffAccountService,
    sessions: staffSessions,
    audit,
  })
  await app.register(kitchenRoutes, { kitchen, sessions: staffSessions })
  await app.register(kitchenPrintingRoutes, {
    printing,
    sessions: staffSessions,
  })
  await app.register(kitchenStreamRoutes, {
    kitchen,
    events: kitchenEvents,
    sessions: staffSessions,
  })
  const stock = createKitchenMenuService({
    db,
    audit,
    now,
  })
  await app.register(kitchenMenuRoutes, { stock, sessions: staffSessions })
  await app.register(menuEditingRoutes, {
    editor: createMenuEditingService({
      db,
      audit,
      photos,
      now,
    }),
    sessions: staffSessions,
  })
  await app.register(kitchenShopRoutes, {
    shopState: createKitchenShopService({
      shop,
      editing: shopEditing,
      audit,
      now,
    }),
    sessions: staffSessions,
  })
  await app.register(kitchenSettingsRoutes, {
    kitchenSettings: createKitchenSettingsService({
      shop,
      editing: shopEditing,
      audit,
      onChanged: kitchenEvents.settingsChanged,
      now,
    }),
    sessions: staffSessions,
  })
  await app.register(kitchenHoursRoutes, {
    hours: createKitchenHoursService({
      shop,
      editing: shopEditing,
      audit,
      now,
    }),
    sessions: staffSessions,
  })
  await app.register(blogEditingRoutes, {
    posts: createBlogEditingService({
      db,
      audit,
      photos,
      now,
    }),
    sessions: staffSessions,
  })
  await app.register(siteRoutes, { site, sessions: staffSessions })
  await app.register(policyVersionsRoutes, {
    versions: createPolicyVersionsService({
      db,
      audit,
      now,
    }),
    sessions: staffSessions,
  })
  await app.register(kitchenTakingsRoutes, {
    takings: createKitchenTakingsService({
      db,
      now,
      vatRatePercent: async () =>
        (await shop.getSettings()).policy.vatRatePercent,
    }),
    sessions: staffSessions,
  })
  await app.register(photoUploadRoutes, { photos, sessions: staffSessions })
  await app.register(mediaRoutes, { photos })
  startKitchenSweep(app, [
    kitchen.rejectUnanswered,
    kitchen.acceptRinging,
    stock.restockDue,
    ...(payments ? [payments.service.sweep] : []),
  ])
  const stopWorker = notifications.worker.start()
  app.addHook('onClose', () => stopWorker())
  if (devClock) await app.register(devClock.routes)
  if (env.SMS_PROVIDER === 'dev') await app.register(devSmsRoutes, { sms })
  if (env.MAIL_URL === 'dev') {
    await app.register(devMailRoutes, {
      outbox: createMailOutboxService(db),
    })
  }
}

/**
 * How often each instance does what the clock asks of the kitchen: rejecting orders nobody
 * answered, bringing back what was sold out until tomorrow. Each is one UPDATE, safe to run
 * on every instance at once.
 */
const KITCHEN_SWEEP_MS = 2000

function startKitchenSweep(
  app: FastifyInstance,
  tasks: readonly (() => Promise<unknown>)[],
) {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    Promise.all(tasks.map((task) => task()))
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'kitchen sweep failed'),
      )
      .finally(() => {
        running = false
      })
  }, KITCHEN_SWEEP_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}
