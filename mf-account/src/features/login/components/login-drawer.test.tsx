import {
  deferred,
  expectConsole,
  useTestApi,
} from '@food/shared/testing/server'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  expectFieldProblem,
  expectNoErrorPopup,
  expectNoFieldProblem,
  expectPopup,
  MOBILE,
  mobileInput,
  openDrawer,
  otpSent,
  renderDrawer,
} from '../../../test/login-harness'

const api = useTestApi()

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
    'says beside the field that a %s number is invalid, without a popup or a call',
    async (_, typed) => {
      const user = renderDrawer()
      await openDrawer(user)

      await user.type(mobileInput(), typed)
      await user.click(screen.getByRole('button', { name: 'Send code' }))

      expectFieldProblem(
        mobileInput(),
        'Invalid Mobile Number',
        'Please enter a valid 10-digit mobile number (or 11-digit starting with 0).',
      )
      expectNoErrorPopup()
      expect(api().requests).toHaveLength(0)
    },
  )

  it('keeps the focus in the number after Send code refuses it, so typing carries on there', async () => {
    api().on('POST /user/login', otpSent())
    const user = renderDrawer()
    await openDrawer(user)

    await user.type(mobileInput(), '791112')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(document.activeElement).toBe(mobileInput())
    await user.keyboard('345')

    expect(mobileInput().value).toBe('791112345')
    expectFieldProblem(
      mobileInput(),
      'Invalid Mobile Number',
      'Please enter a valid 10-digit mobile number (or 11-digit starting with 0).',
    )
    // The last digit makes the number valid: the message goes as it is typed.
    await user.keyboard('6')
    expect(mobileInput().value).toBe(MOBILE)
    expectNoFieldProblem(mobileInput())
    expect(screen.queryByRole('alert')).toBeNull()

    await user.keyboard('{Enter}')
    await screen.findByRole('heading', { name: 'Verify OTP' })
    expect(api().bodiesOf('POST /user/login')).toEqual([{ mobile: MOBILE }])
  })

  it('says it at once when Enter is pressed in the field, the focus staying there', async () => {
    const user = renderDrawer()
    await openDrawer(user)

    await user.type(mobileInput(), '12{Enter}')

    expect(document.activeElement).toBe(mobileInput())
    expectFieldProblem(
      mobileInput(),
      'Invalid Mobile Number',
      'Please enter a valid 10-digit mobile number (or 11-digit starting with 0).',
    )
    await user.keyboard('3')
    expect(mobileInput().value).toBe('123')
  })

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

  it('says beside the number that it is unregistered, then switches to Sign-up after the Error popup', async () => {
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

    // At once beside the field; SPEC section 8: the Error popup comes after 2 seconds.
    await waitFor(() => expectFieldProblem(mobileInput(), null, message))
    expectNoErrorPopup()
    await expectPopup('Error', message)
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeTruthy()
    expect(mobileInput().value).toBe(MOBILE)
    expectFieldProblem(mobileInput(), null, message)
    // Another number is no longer the one the server refused.
    await user.type(mobileInput(), '{Backspace}7')
    expectNoFieldProblem(mobileInput())
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
