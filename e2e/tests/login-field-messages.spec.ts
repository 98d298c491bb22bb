import {
  freshMobile,
  latestCode,
  useOwnClientAddress,
} from '../fixtures/customer'
import {
  type Device,
  desktop,
  expectFits,
  PHONE_SCREEN,
  phone,
} from '../fixtures/devices'
import { expect, type Locator, type Page, test } from '../fixtures/test'

/*
 * Issue 19, part 7: a form that does not fight the customer. A mistake is said
 * beside its field (SPEC's title and text), a popup never takes the focus, and
 * whatever the customer types next lands in the field they are in, on a
 * 360 px phone and on a desktop.
 */

const INVALID_MOBILE =
  'Invalid Mobile Number Please enter a valid 10-digit mobile number (or 11-digit starting with 0).'

/** The field's message: it is invalid, described by the message, which is shown beside it. */
async function expectMessage(field: Locator, text: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(text)
  const id = await field.getAttribute('aria-describedby')
  const message = field.page().locator(`[id="${id}"]`)
  await expect(message).toBeVisible()
  await expect(message).toHaveAttribute('role', 'alert')
  return message
}

async function expectNoMessage(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription('')
}

/** The message sits beside its field: just under it, within the field's width. */
async function expectBeside(field: Locator, message: Locator) {
  const [fieldBox, messageBox] = await Promise.all([
    field.boundingBox(),
    message.boundingBox(),
  ])
  if (!fieldBox || !messageBox) throw new Error('field or message not laid out')
  const gap = messageBox.y - (fieldBox.y + fieldBox.height)
  expect(gap, 'the message right under its field').toBeGreaterThanOrEqual(0)
  expect(gap, 'the message right under its field').toBeLessThan(24)
}

async function journey(page: Page, device: Device) {
  await useOwnClientAddress(page)
  const mobile = freshMobile()
  await page.goto('/')
  await expect(
    page.getByRole('button', { name: /^Add / }).first(),
  ).toBeVisible()
  await device.openLogin(page)
  const drawer = page.getByRole('dialog', { name: 'Log in' })
  const number = drawer.getByRole('textbox', { name: 'Mobile number +44' })
  await expect(number).toBeFocused()

  // A number cut short: the message beside the field, no popup, the focus stays.
  await page.keyboard.type(mobile.slice(0, 6))
  await device.press(drawer.getByRole('button', { name: 'Send code' }))
  const message = await expectMessage(number, INVALID_MOBILE)
  await expect(message.locator('strong')).toHaveText('Invalid Mobile Number')
  await expectBeside(number, message)
  await expect(
    page.getByRole('alert').filter({ has: page.getByRole('heading') }),
  ).toHaveCount(0)
  await expectFits(page, drawer)
  await expect(number).toBeFocused()

  // The customer carries on typing, without a tap: every digit lands in the field.
  await page.keyboard.type(mobile.slice(6))
  await expect(number).toHaveValue(mobile)
  await expectNoMessage(number)

  // Unknown number: said beside it at once, SPEC's Error popup after 2 s, then sign-up.
  await page.keyboard.press('Enter')
  await expectMessage(number, /not registered/)
  const popup = page.getByRole('alert', { name: 'Error' })
  await expect(popup).toContainText(/not registered/, { timeout: 5000 })
  const signup = page.getByRole('dialog', { name: 'Sign up' })
  const name = signup.getByRole('textbox', { name: 'Full name' })
  await expect(name).toBeFocused()
  // While the popup is up the keys still reach the field in focus.
  await page.keyboard.type('Aoife Kelly')
  await expect(popup).toBeVisible()
  await expect(name).toHaveValue('Aoife Kelly')
  await expectMessage(
    signup.getByRole('textbox', { name: 'Mobile number +44' }),
    /not registered/,
  )
  await expect(popup).toBeHidden({ timeout: 5000 })

  // An email without its domain: said beside it, and the focus goes there.
  const email = signup.getByRole('textbox', { name: 'Email' })
  await email.fill('aoife@example')
  await device.press(signup.getByRole('button', { name: 'Send code' }))
  await expectMessage(
    email,
    'Invalid Email Please enter a valid email address.',
  )
  await expectNoMessage(name)
  await expect(email).toBeFocused()
  await page.keyboard.type('.co.uk')
  await expect(email).toHaveValue('aoife@example.co.uk')
  await expectNoMessage(email)
  await page.keyboard.press('Enter')

  // The code: SPEC's 'OTP Sent!' popup, which leaves the first box to the customer.
  await expect(page.getByRole('status', { name: 'OTP Sent!' })).toBeVisible()
  const verify = page.getByRole('dialog', { name: 'Verify OTP' })
  const boxes = [1, 2, 3, 4].map((n) => verify.getByLabel(`Digit ${n} of 4`))
  await expect(boxes[0] as Locator).toBeFocused()
  const code = await latestCode(mobile)

  // Three digits: 'Invalid OTP' beside the boxes; the fourth goes into the last box.
  await page.keyboard.type(code.slice(0, 3))
  await page.keyboard.press('Enter')
  for (const box of boxes) {
    await expectMessage(box, 'Invalid OTP Please enter the full OTP.')
  }
  await expect(boxes[3] as Locator).toBeFocused()

  // A slip on the last digit: once complete the message goes; sent, the code is
  // refused: the boxes clear, the server's words beside them, the first box focused.
  await page.keyboard.type(code.endsWith('0') ? '1' : '0')
  await expectNoMessage(boxes[0] as Locator)
  await page.keyboard.press('Enter')
  const refusal = await expectMessage(
    boxes[0] as Locator,
    /^Invalid OTP! .*attempts left/,
  )
  await expect(refusal.locator('strong')).toHaveText('Invalid OTP!')
  for (const box of boxes) await expect(box).toHaveValue('')
  await expect(boxes[0] as Locator).toBeFocused()
  await expectFits(page, verify)

  // Typed straight in, the right code logs the customer in.
  await page.keyboard.type(code)
  await page.keyboard.press('Enter')
  await expect(verify).toBeHidden()
  await expect(
    device === desktop
      ? page.getByRole('banner').getByRole('button', { name: 'Aoife Kelly' })
      : page.getByRole('button', { name: 'Open menu' }),
  ).toBeVisible()
}

test.describe('@account login field messages on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 720 } })

  test('a mistyped number, a short email and a wrong code are said beside their fields while typing carries on', async ({
    page,
  }) => {
    await journey(page, desktop)
  })
})

test.describe('@account login field messages on a 360 px phone', () => {
  test.use(PHONE_SCREEN)

  test('a mistyped number, a short email and a wrong code are said beside their fields while typing carries on', async ({
    page,
  }) => {
    await journey(page, phone)
  })
})
