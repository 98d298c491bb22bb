import { addGuestCartItem, getToken } from '@food/shared/store'
import { guestCartItem, resetStore } from '@food/shared/testing'
import {
  deferred,
  expectConsole,
  useTestApi,
} from '@food/shared/testing/server'
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  expectFieldProblem,
  expectNoErrorPopup,
  expectNoFieldProblem,
  expectPopup,
  MOBILE,
  otpBoxes,
  otpSent,
  probeText,
  reachVerify,
  renderDrawer,
  type User,
} from '../../../test/login-harness'

const api = useTestApi()
const TOKEN = 'token-abc'
const customer = {
  id: 'u1',
  name: 'Ayla Demir',
  email: 'ayla@example.com',
  mobile: MOBILE,
}

const values = () => otpBoxes().map((box) => box.value)
const verify = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Verify' }))

function acceptCode() {
  api().on('POST /user/verify-otp', {
    status: 200,
    body: { status: true, data: TOKEN, user: customer },
  })
  api().on('GET /user/get-profile', {
    status: 200,
    body: { status: true, data: customer },
  })
}

beforeEach(() => {
  resetStore()
})

describe('Verify OTP', () => {
  it('has four one-digit boxes, the first offered for SMS autofill', async () => {
    const user = renderDrawer()
    await reachVerify(user, api())

    const boxes = otpBoxes()
    expect(boxes.map((box) => box.inputMode)).toEqual(Array(4).fill('numeric'))
    expect(boxes[0]?.getAttribute('autocomplete')).toBe('one-time-code')
    expect(document.activeElement).toBe(boxes[0])
  })

  it('moves on as digits are typed and back on Backspace in an empty box', async () => {
    const user = renderDrawer()
    await reachVerify(user, api())
    const boxes = otpBoxes()

    await user.keyboard('1a2')
    expect(values()).toEqual(['1', '2', '', ''])
    expect(document.activeElement).toBe(boxes[2])

    await user.keyboard('{Backspace}')
    expect(document.activeElement).toBe(boxes[1])
    await user.keyboard('{Backspace}')
    expect(values()).toEqual(['1', '', '', ''])
    await user.keyboard('7')
    expect(values()).toEqual(['1', '7', '', ''])
    expect(document.activeElement).toBe(boxes[2])
  })

  it('takes the first 4 digits of a paste into any box', async () => {
    const user = renderDrawer()
    await reachVerify(user, api())
    const boxes = otpBoxes()

    await user.click(boxes[2] as HTMLInputElement)
    await user.paste('Your code: 98-76 54')

    expect(values()).toEqual(['9', '8', '7', '6'])
    expect(document.activeElement).toBe(boxes[3])
  })

  it('says under the boxes that a code is incomplete, without calling, and the next digit lands in the empty box', async () => {
    acceptCode()
    const user = renderDrawer()
    await reachVerify(user, api())

    await user.keyboard('123')
    await verify(user)

    for (const box of otpBoxes()) {
      expectFieldProblem(box, 'Invalid OTP', 'Please enter the full OTP.')
    }
    expectNoErrorPopup()
    expect(api().bodiesOf('POST /user/verify-otp')).toHaveLength(0)
    expect(document.activeElement).toBe(otpBoxes()[3])

    await user.keyboard('4')
    expect(values()).toEqual(['1', '2', '3', '4'])
    for (const box of otpBoxes()) expectNoFieldProblem(box)
    await verify(user)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('clears the boxes of a wrong code, shows the server message and starts again from the first box', async () => {
    // The page logs a failed request like a browser does.
    expectConsole('error', /\/user\/verify-otp 400/)
    const message = 'That code is not right. 4 attempts left.'
    api().on('POST /user/verify-otp', {
      status: 400,
      body: { status: false, code: 'OTP_INVALID', message },
    })
    const user = renderDrawer()
    await reachVerify(user, api())

    await user.keyboard('1234')
    await verify(user)

    await waitFor(() => expect(values()).toEqual(['', '', '', '']))
    for (const box of otpBoxes())
      expectFieldProblem(box, 'Invalid OTP!', message)
    expectNoErrorPopup()
    expect(api().bodiesOf('POST /user/verify-otp')).toEqual([
      { mobile: MOBILE, otp: '1234' },
    ])
    // No popup holds the focus: the next code goes straight into the boxes,
    // and the server's words stay beside them until it is sent.
    expect(document.activeElement).toBe(otpBoxes()[0])
    await user.keyboard('5678')
    expect(values()).toEqual(['5', '6', '7', '8'])
    expectFieldProblem(otpBoxes()[0] as HTMLElement, 'Invalid OTP!', message)
    expect(screen.getByRole('dialog', { name: 'Verify OTP' })).toBeTruthy()
    expect(getToken()).toBeNull()
  })

  it('shows the refusal of an address that guessed too many wrong codes beside the boxes', async () => {
    expectConsole('error', /\/user\/verify-otp 429/)
    const message =
      'Too many wrong codes have been tried from this network. Please try again in 60 minutes.'
    api().on('POST /user/verify-otp', {
      status: 429,
      body: {
        status: false,
        code: 'OTP_TOO_MANY_ATTEMPTS',
        message,
        retryAfterSeconds: 3570,
      },
    })
    const user = renderDrawer()
    await reachVerify(user, api())
    await user.keyboard('1234')
    await verify(user)
    await waitFor(() => expect(values()).toEqual(['', '', '', '']))
    for (const box of otpBoxes())
      expectFieldProblem(box, 'Invalid OTP!', message)
    expectNoErrorPopup()
    expect(getToken()).toBeNull()
  })

  it('says Please enter the correct OTP. when a refusal carries no message', async () => {
    expectConsole('error', /\/user\/verify-otp 400/)
    api().on('POST /user/verify-otp', {
      status: 400,
      body: { status: false },
    })
    const user = renderDrawer()
    await reachVerify(user, api())

    await user.keyboard('1234')
    await verify(user)

    await waitFor(() =>
      expectFieldProblem(
        otpBoxes()[0] as HTMLElement,
        'Invalid OTP!',
        'Please enter the correct OTP.',
      ),
    )
  })

  it('logs in, merges the guest cart into the server cart, clears it and closes', async () => {
    acceptCode()
    api().on('POST /user/cart/add-bulk', {
      status: 200,
      body: { status: true },
    })
    const user = renderDrawer()
    addGuestCartItem(
      guestCartItem({
        menu_item_id: 'mixed-kebab',
        quantity: 2,
        instructions: 'no onions',
        addons: [
          { addon_id: 'sauces', addon_item_id: 'garlic', addon_price: 0 },
          { addon_id: 'sauces', addon_item_id: 'chilli', addon_price: 0 },
          { addon_id: 'drinks', addon_item_id: 'ayran', addon_price: 150 },
        ],
      }),
    )
    addGuestCartItem(guestCartItem({ menu_item_id: 'lahmacun' }))
    await reachVerify(user, api())
    api().requests.length = 0

    await user.keyboard('4321')
    await verify(user)

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getToken()).toBe(TOKEN)
    expect(probeText()).toBe('Guest lines: 0. User: Ayla Demir.')
    expect(api().requests.map((r) => r.route)).toEqual([
      'POST /user/verify-otp',
      'GET /user/get-profile',
      'POST /user/cart/add-bulk',
    ])
    expect(api().requests[2]?.authorization).toBe(`Bearer ${TOKEN}`)
    expect(api().bodiesOf('POST /user/cart/add-bulk')).toEqual([
      {
        items: [
          {
            menu_item_id: 'mixed-kebab',
            quantity: 2,
            instructions: 'no onions',
            addons: [
              { addon_id: 'sauces', addon_item_id: ['garlic', 'chilli'] },
              { addon_id: 'drinks', addon_item_id: ['ayran'] },
            ],
          },
          {
            menu_item_id: 'lahmacun',
            quantity: 1,
            instructions: '',
            addons: [],
          },
        ],
      },
    ])
  })

  it('makes no bulk call for an empty guest cart', async () => {
    acceptCode()
    const user = renderDrawer()
    await reachVerify(user, api())

    await user.keyboard('4321')
    await verify(user)

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api().bodiesOf('POST /user/cart/add-bulk')).toHaveLength(0)
    expect(getToken()).toBe(TOKEN)
  })

  it('keeps the guest cart and says so when the merge fails, still logged in', async () => {
    expectConsole('error', /\/user\/cart\/add-bulk 500/)
    acceptCode()
    api().on('POST /user/cart/add-bulk', {
      status: 500,
      body: { status: false },
    })
    const user = renderDrawer()
    addGuestCartItem(guestCartItem())
    await reachVerify(user, api())

    await user.keyboard('4321')
    await verify(user)

    await expectPopup('Error', 'Failed to bulk add to cart')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(getToken()).toBe(TOKEN)
    expect(probeText()).toBe('Guest lines: 1. User: Ayla Demir.')
  })

  it('shows Verifying… and checks the code once however often Verify is pressed', async () => {
    acceptCode()
    const held = deferred()
    api().on('POST /user/verify-otp', async () => {
      await held.promise
      return {
        status: 200,
        body: { status: true, data: TOKEN, user: customer },
      }
    })
    const user = renderDrawer()
    await reachVerify(user, api())
    const sends = api().bodiesOf('POST /user/login').length

    await user.keyboard('4321')
    await verify(user)
    const busy = await screen.findByRole('button', { name: 'Verifying…' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    await user.click(busy)
    await user.keyboard('{Enter}')
    held.resolve()

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api().bodiesOf('POST /user/verify-otp')).toHaveLength(1)
    expect(api().bodiesOf('POST /user/login')).toHaveLength(sends)
  })

  it('stays on the code when the profile cannot be loaded', async () => {
    expectConsole('error', /\/user\/get-profile 500/)
    acceptCode()
    api().on('GET /user/get-profile', {
      status: 500,
      body: { status: false },
    })
    const user = renderDrawer()
    await reachVerify(user, api())

    await user.keyboard('4321')
    await verify(user)

    await expectPopup('Error', 'Failed to fetch profile')
    expect(getToken()).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Verify OTP' })).toBeTruthy()
  })
})

describe('Resend code', () => {
  it('counts down from resendAfterSeconds, then offers Resend code', async () => {
    const user = renderDrawer()
    await reachVerify(user, api(), otpSent(2))
    expect(screen.getByText(/^Resend code in [12] s$/)).toBeTruthy()

    const resend = await screen.findByRole('button', { name: 'Resend code' })
    api().on('POST /user/login', otpSent(25))
    await user.click(resend)

    await expectPopup('OTP Sent!', '+44 7911123456', 'success')
    expect(await screen.findByText(/^Resend code in 2[45] s$/)).toBeTruthy()
    expect(api().bodiesOf('POST /user/login')).toEqual([
      { mobile: MOBILE },
      { mobile: MOBILE },
    ])
  })

  it('counts down from retryAfterSeconds when the resend is rate-limited', async () => {
    expectConsole('error', /\/user\/login 429/)
    const message = 'Please wait 40 seconds before requesting another code.'
    const user = renderDrawer()
    await reachVerifyWithoutWait(user)
    api().on('POST /user/login', {
      status: 429,
      body: {
        status: false,
        code: 'OTP_RATE_LIMITED',
        message,
        retryAfterSeconds: 40,
      },
    })

    await user.click(screen.getByRole('button', { name: 'Resend code' }))

    expect(await screen.findByText(/^Resend code in (40|39) s$/)).toBeTruthy()
    await expectPopup('Error', message)
    expect(screen.getByRole('dialog', { name: 'Verify OTP' })).toBeTruthy()
  })
})

/** Verify mode with Resend code already offered (resendAfterSeconds 0). */
async function reachVerifyWithoutWait(user: User) {
  await reachVerify(user, api(), otpSent(0))
  await screen.findByRole('button', { name: 'Resend code' })
}
