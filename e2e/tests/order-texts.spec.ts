import { signUpCustomer } from '@food/tools/customers'
import { type FakeSmtp, startFakeSmtp } from '@food/tools/fake-smtp'
import { type FakeTwilio, startFakeTwilio } from '@food/tools/fake-twilio'
import type { APIRequestContext } from '@playwright/test'
import { type Customer, clientAddress, logInAs } from '../fixtures/customer'
import { devClock } from '../fixtures/dev-clock'
import { type OwnSite, startOwnSite } from '../fixtures/own-site'
import { SPARE_SHELL_URL } from '../fixtures/ports'
import { expect, test } from '../fixtures/test'

// A customer who closes the tab hears from the restaurant (issue 30): each text goes through a
// Twilio stand-in that speaks its Messages API, the receipt through a real SMTP server on
// localhost, read back with a MIME parser. The site has its own API and a clock the suite moves,
// so the texts' retries come without waiting for them.
let site: OwnSite | null = null
let twilio: FakeTwilio
let smtp: FakeSmtp

const apiBase = () => {
  if (!site) throw new Error('no site')
  return site.apiBase
}
const { advance } = devClock(apiBase)
const EMAIL = 'niamh.texts@example.co.uk'
const VAT_NUMBER = 'GB123456789'
const OWNER = '7911000001'

/** The texts the stand-in accepted for a mobile (as typed, with its 0), oldest first. */
const textsTo = (mobile: string) =>
  twilio
    .messages()
    .filter((message) => message.to === `+44${mobile.slice(1)}`)
    .map((message) => message.body)

/** A customer signed up as the site does, with the code Twilio was asked to text. */
async function signUp(name: string): Promise<Customer> {
  // 074x: a mobile block by libphonenumber, whatever the other digits (as api/test does).
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')
  const mobile = `0740${rest}`
  const token = await signUpCustomer(
    apiBase(),
    {
      mobile: mobile.slice(1),
      name,
      email: EMAIL,
      ip: clientAddress()['x-forwarded-for'],
    },
    twilio.latestCode,
  )
  return { mobile, name, token }
}

/** A kitchen action through the API, as the owner's board does it. */
async function kitchen(
  request: APIRequestContext,
  orderId: string,
  action: string,
  data?: object,
) {
  const response = await request.post(
    `${apiBase()}/staff/orders/${orderId}/${action}`,
    {
      headers: { authorization: `Bearer ${site?.ownerToken}` },
      ...(data ? { data } : {}),
    },
  )
  expect(response.status(), await response.text()).toBe(200)
}

test.describe('@account @kitchen texts and the emailed receipt', () => {
  test.describe.configure({ timeout: 90_000 })

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000)
    twilio = await startFakeTwilio()
    smtp = await startFakeSmtp()
    site = await startOwnSite(
      'texts',
      {
        DEV_CLOCK: 'true',
        SHOP_STATUS_OVERRIDE: 'open',
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: `AC${'0123456789abcdef'.repeat(2)}`,
        TWILIO_AUTH_TOKEN: 'e2e-twilio-auth-token',
        TWILIO_FROM: '+447700900999',
        TWILIO_API_BASE: twilio.url,
        MAIL_URL: smtp.url,
        MAIL_FROM: 'Anatolia Grill Belfast <orders@anatoliagrill.example>',
        // Twilio texts real UK mobiles only, not the fictional range the other suites use.
        OWNER_MOBILE: OWNER,
      },
      twilio.latestCode,
    )
    // The owner's VAT number, which a UK VAT receipt must show, set as the Site page does.
    const owner = { authorization: `Bearer ${site.ownerToken}` }
    const contact = await request.get(`${apiBase()}/staff/site/contact`, {
      headers: owner,
    })
    const { data } = (await contact.json()) as {
      data: Record<string, unknown>
    }
    const saved = await request.post(`${apiBase()}/staff/site/contact`, {
      headers: owner,
      data: { ...data, vatNumber: 'GB 123 4567 89' },
    })
    expect(saved.status(), await saved.text()).toBe(200)
  })

  test.afterAll(async () => {
    await site?.stop()
    await twilio?.close()
    await smtp?.close()
  })

  test('each step is texted once through a Twilio that fails twice, the text opens the order’s page, and the receipt carries the VAT', async ({
    browser,
    request,
  }) => {
    const customer = await signUp('Niamh Quinn')
    const auth = { authorization: `Bearer ${customer.token}` }
    const added = await request.post(`${apiBase()}/user/cart/add-bulk`, {
      headers: auth,
      data: [
        {
          menu_item_id: 'item-adana-kebab',
          quantity: 2,
          instructions: '',
          addons: [],
        },
      ],
    })
    expect(added.status()).toBe(200)
    const placed = await request.post(`${apiBase()}/user/order/submit`, {
      headers: auth,
      data: { order_type: 'collection', payment_method: 'cash' },
    })
    expect(placed.status(), await placed.text()).toBe(201)
    const order = ((await placed.json()) as { data: { order_id: string } }).data
    const ofOrder = () =>
      textsTo(customer.mobile).filter((text) =>
        text.includes(`order ${order.order_id}`),
      )
    const page = `${SPARE_SHELL_URL}/orders/${order.order_id}`

    // Twilio answers 503 twice: the text waits 10 s, then 30 s, and goes on the third try.
    twilio.failNext(2)
    const before = twilio.requests()
    await kitchen(request, order.order_id, 'accept', { minutes: 20 })
    await expect.poll(() => twilio.requests() - before).toBeGreaterThan(0)
    await advance(1)
    await expect.poll(() => twilio.requests() - before).toBeGreaterThan(1)
    await advance(1)
    await expect.poll(ofOrder, { timeout: 15_000 }).toHaveLength(1)
    expect(twilio.requests() - before).toBe(3)
    const [accepted] = ofOrder()
    expect(accepted).toMatch(
      new RegExp(
        `^Anatolia Grill Belfast accepted your order ${order.order_id}\\. Ready around (\\d\\d:\\d\\d)\\. ${page}$`,
      ),
    )
    const readyAround = accepted?.match(/Ready around (\d\d:\d\d)/)?.[1] ?? ''

    // The link opens the order's own page on the customer's phone, with the time it named.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const tab = await phone.newPage()
    await logInAs(tab, customer)
    await tab.goto(accepted?.split(' ').at(-1) ?? '')
    await expect(
      tab.getByRole('heading', { level: 1, name: `Order ${order.order_id}` }),
    ).toBeVisible()
    await expect(tab.getByText(`Ready around ${readyAround}`)).toBeVisible()

    // The VAT receipt reached the SMTP server when the order was accepted.
    await expect.poll(() => smtp.mailsTo(EMAIL).length).toBe(1)
    const [receipt] = smtp.mailsTo(EMAIL)
    expect(receipt?.subject).toContain(order.order_id)
    const text = receipt?.text ?? ''
    expect(text).toContain('Anatolia Grill Belfast')
    expect(text).toContain(`VAT number: ${VAT_NUMBER}`)
    expect(text).toMatch(/VAT at 20%: £\d+\.\d\d/)
    expect(text).toMatch(/Total \(VAT included\): £\d+\.\d\d/)
    expect(receipt?.html || '').toContain(`VAT number: ${VAT_NUMBER}`)

    // Ready: one more text. Collected: none, the customer is at the counter.
    await kitchen(request, order.order_id, 'advance')
    await expect.poll(ofOrder).toHaveLength(2)
    expect(ofOrder()[1]).toBe(
      `Your order ${order.order_id} is ready for collection at Anatolia Grill Belfast. ${page}`,
    )
    await kitchen(request, order.order_id, 'advance')
    await tab.reload()
    await expect(tab.getByText('Collected').first()).toBeVisible()
    expect(ofOrder()).toHaveLength(2)
    await phone.close()
  })
})
