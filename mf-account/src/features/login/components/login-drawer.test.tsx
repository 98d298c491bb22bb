import { deferred, expectConsole } from '@food/shared/testing/server'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  expectPopup,
  MOBILE,
  mobileInput,
  openDrawer,
  otpSent,
  renderDrawer,
  setupApiServer,
} from '../../../test/login-harness'

const api = setupApiServer()

describe('LoginDrawer', () => {
  it('opens as a modal dialog titled Log in with the focus on the mobile number', async () => {
    const user = renderDrawer()
    expect(screen.queryByRole('dialog')).toBeNull()

    const dialog = await openDrawer(user)

    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBe(dialog)
    expect(document.activeElement).toBe(mobileInput())
    expect(screen.getByText('+44')).toBeTruthy()
  })

  it('closes with the Close button and gives the focus back to Login', async () => {
    const user = renderDrawer()
    await openDrawer(user)

    await user.click(screen.getByRole('button', { name: 'Close' }))

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Login' }),
    )
  })

  it('closes on Escape', async () => {
    const user = renderDrawer()
    await openDrawer(user)

    await user.keyboard('{Escape}')

    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('keeps Tab and Shift+Tab inside the drawer', async () => {
    const user = renderDrawer()
    await openDrawer(user)
    const close = screen.getByRole('button', { name: 'Close' })
    const last = screen.getByRole('button', { name: 'Create an account' })

    await user.tab({ shift: true })
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(last)
    await user.tab()
    expect(document.activeElement).toBe(close)
  })

  it('lets Escape close only the popup while one is up', async () => {
    api().on('POST /user/login', otpSent())
    const user = renderDrawer()
    await openDrawer(user)
    await user.type(mobileInput(), MOBILE)
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await expectPopup('OTP Sent!', 'We sent a 4-digit code', 'success')

    await user.keyboard('{Escape}')

    expect(screen.queryByRole('status', { name: 'OTP Sent!' })).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Verify OTP' })).toBeTruthy()
  })

  it('keeps only digits, up to 10 or 11 after a leading 0', async () => {
    const user = renderDrawer()
    await openDrawer(user)

    await user.type(mobileInput(), '+44 (0)79-1112 3456 789')
    expect(mobileInput().value).toBe('4407911123')

    await user.clear(mobileInput())
    await user.type(mobileInput(), '079111234567')
    expect(mobileInput().value).toBe('07911123456')
  })

  it.each([
    ['too short', '791112'],
    ['10 digits starting with 0', '0791112345'],
  ])(
    'refuses a %s number with the Invalid Mobile Number popup, without calling',
    async (_, typed) => {
      const user = renderDrawer()
      await openDrawer(user)

      await user.type(mobileInput(), typed)
      await user.click(screen.getByRole('button', { name: 'Send code' }))

      await expectPopup(
        'Invalid Mobile Number',
        'Please enter a valid 10-digit mobile number (or 11-digit starting with 0).',
      )
      expect(api().requests).toHaveLength(0)
    },
  )

  it('sends 11 digits with a leading 0 as 10 digits and moves to Verify OTP', async () => {
    api().on('POST /user/login', otpSent())
    const user = renderDrawer()
    await openDrawer(user)

    await user.type(mobileInput(), `0${MOBILE}`)
    await user.click(screen.getByRole('button', { name: 'Send code' }))

    await expectPopup('OTP Sent!', '+44 7911123456', 'success')
    expect(api().bodiesOf('POST /user/login')).toEqual([{ mobile: MOBILE }])
    expect(screen.getByRole('dialog', { name: 'Verify OTP' })).toBeTruthy()
    expect(screen.getByText(/^Resend code in 2[45] s$/)).toBeTruthy()
  })

  it('switches to Sign-up, keeping the number, after the Error popup for an unregistered number', async () => {
    // The page logs a failed request like a browser does.
    expectConsole('error', /\/user\/login 404/)
    const message =
      'This mobile number is not registered. Please register to continue.'
    api().on('POST /user/login', {
      status: 404,
      body: { status: false, code: 'NOT_REGISTERED', message },
    })
    const user = renderDrawer()
    await openDrawer(user)

    await user.type(mobileInput(), MOBILE)
    await user.click(screen.getByRole('button', { name: 'Send code' }))

    // SPEC section 8: the Error popup of a failed send comes after 2 seconds.
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await expectPopup('Error', message)
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeTruthy()
    expect(mobileInput().value).toBe(MOBILE)
  })

  it('shows the busy state and sends once however often Send code is pressed', async () => {
    const reply = deferred()
    api().on('POST /user/login', async () => {
      await reply.promise
      return otpSent()
    })
    const user = renderDrawer()
    await openDrawer(user)
    await user.type(mobileInput(), MOBILE)

    await user.click(screen.getByRole('button', { name: 'Send code' }))
    const busy = await screen.findByRole('button', { name: 'Sending code…' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    await user.click(busy)
    await user.keyboard('{Enter}')
    reply.resolve()

    await screen.findByRole('heading', { name: 'Verify OTP' })
    await waitFor(() =>
      expect(api().bodiesOf('POST /user/login')).toHaveLength(1),
    )
  })
})
