import {
  type FakeSmtp,
  type ParsedMail,
  startFakeSmtp,
} from '@food/tools/fake-smtp'
import { type FakeStripe, startFakeStripe } from '@food/tools/fake-stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer } from './helpers/customer'
import { contactOf, outboxSettled, textsTo } from './helpers/notices'
import { orderClient, staffClient } from './helpers/order'
import {
  customerOrder,
  placeOnline,
  SITE,
  sessionOf,
  WEBHOOK_SECRET,
} from './helpers/payments'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

// Receipts go to a real SMTP server on localhost (smtp-server) and are read back with a MIME
// parser, as a mail app would read them. Refunds are made through the fake Stripe server.
let smtp: FakeSmtp
let stripe: FakeStripe
let t: TestApp
let member: TestStaff

beforeAll(async () => {
  smtp = await startFakeSmtp()
  stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET })
  t = await startTestApp({
    SHOP_STATUS_OVERRIDE: 'open',
    MAIL_URL: smtp.url,
    MAIL_FROM: 'Anatolia Grill Belfast <orders@anatoliagrill.example>',
    STRIPE_SECRET_KEY: 'sk_test_receipts_suite',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    CORS_ORIGINS: SITE,
  })
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
  stripe.setWebhookUrl(`${address}/api/payments/stripe/webhook`)
  member = await createStaff(t, 'staff', 'Ciara')
  await t.database.db.query(
    `update shop_settings set vat_number = 'GB123456789'`,
  )
})
afterAll(async () => {
  await t.close()
  await stripe.close()
  await smtp.close()
})

const mailTo = (email: string) => smtp.mailsTo(email)

describe('the emailed VAT receipt', () => {
  it('reaches the SMTP server when the order is accepted, with the VAT lines in both parts', async () => {
    const who = await createCustomer(t, 'Úna')
    const { email } = await contactOf(t, who)
    await asCustomer(t, who).addBulk([line('item-baklava', 3)])
    const placed = await orderClient(t, who).submit({
      order_type: 'collection',
    })
    const order = placed.json().data
    await staffClient(t, member.token).accept(order.order_id, 20)
    await outboxSettled(t, order._id)
    await vi.waitFor(() => expect(mailTo(email)).toHaveLength(1))
    const mail = mailTo(email)[0] as ParsedMail
    expect(mail.from?.text).toBe(
      '"Anatolia Grill Belfast" <orders@anatoliagrill.example>',
    )
    expect(mail.subject).toBe(
      `Your receipt for order ${order.order_id} from Anatolia Grill Belfast`,
    )
    const vat = (order.tax_amount / 100).toFixed(2)
    const total = (order.final_amount / 100).toFixed(2)
    const net = ((order.final_amount - order.tax_amount) / 100).toFixed(2)
    const text = mail.text ?? ''
    expect(text).toContain('Anatolia Grill Belfast')
    expect(text).toContain('VAT number: GB123456789')
    expect(text).toMatch(/Date: \d{1,2} \w{3} \d{4} \d\d:\d\d/)
    expect(text).toContain('3 × Pistachio Baklava (4)')
    expect(text).toContain(`Total (VAT included): £${total}`)
    expect(text).toContain(`Total excluding VAT: £${net}`)
    expect(text).toContain(`VAT at 20%: £${vat}`)
    expect(text).toContain(`${SITE}/orders/${order.order_id}`)
    const html = String(mail.html)
    expect(html).toContain('VAT number: GB123456789')
    expect(html).toContain(`VAT at 20%</td>`)
    expect(html).toContain(`£${vat}`)
    expect(html).toContain('name="viewport"')
  })

  it('a paid order rejected: the text names the refund, and an email says it was refunded', async () => {
    const who = await createCustomer(t, 'Niamh')
    const { email, mobile } = await contactOf(t, who)
    const order = await placeOnline(t, who)
    await stripe.pay(sessionOf(stripe, order).id)
    await vi.waitFor(async () =>
      expect((await customerOrder(t, who, order._id)).payment_mode).toBe(
        'CARD',
      ),
    )
    await staffClient(t, member.token).reject(order.order_id, 'too_busy', '')
    await outboxSettled(t, order._id)
    const amount = `£${(order.final_amount / 100).toFixed(2)}`
    const [text] = await textsTo(t, mobile)
    expect(text).toContain(
      `Sorry, Anatolia Grill Belfast could not take your order ${order.order_id}:`,
    )
    expect(text).toContain(
      `Your card payment of ${amount} is being refunded in full.`,
    )
    await vi.waitFor(() => expect(mailTo(email)).toHaveLength(1))
    expect(mailTo(email)[0]?.subject).toBe(
      `Anatolia Grill Belfast refunded ${amount} for order ${order.order_id}`,
    )
    // The dev mail outbox is off: MAIL_URL names a real server.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/dev/mail-outbox?to=${email}`,
        })
      ).statusCode,
    ).toBe(404)
  })
})
