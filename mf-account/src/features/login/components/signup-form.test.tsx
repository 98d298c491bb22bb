import { expectConsole } from '@food/shared/testing/server'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  expectPopup,
  MOBILE,
  mobileInput,
  openDrawer,
  otpSent,
  renderDrawer,
  setupApiServer,
  type User,
} from '../../../test/login-harness'

const api = setupApiServer()

async function openSignup(user: User) {
  await openDrawer(user)
  await user.click(screen.getByRole('button', { name: 'Create an account' }))
  await screen.findByRole('dialog', { name: 'Sign up' })
}

const nameInput = () => screen.getByLabelText('Full name') as HTMLInputElement
const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement
const send = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Send code' }))

describe('Sign-up', () => {
  it('limits the name to 50 and the email to 100 characters', async () => {
    const user = renderDrawer()
    await openSignup(user)

    expect(nameInput().maxLength).toBe(50)
    expect(emailInput().maxLength).toBe(100)
  })

  it('asks for the name, then a valid email, then a valid mobile, without calling', async () => {
    const user = renderDrawer()
    await openSignup(user)

    await user.type(nameInput(), '   ')
    await send(user)
    await expectPopup('Name Required', 'Please enter your full name.')

    await user.type(nameInput(), 'Ayla Demir')
    await user.type(emailInput(), 'ayla@example')
    await send(user)
    await expectPopup('Invalid Email', 'Please enter a valid email address.')

    await user.type(emailInput(), '.com')
    await user.type(mobileInput(), '12345')
    await send(user)
    await expectPopup(
      'Invalid Mobile Number',
      'Please enter a valid 10-digit mobile number (or 11-digit starting with 0).',
    )
    expect(api().requests).toHaveLength(0)
  })

  it('sends name, email and the 10-digit mobile, then asks for the code', async () => {
    api().on('POST /user/signup', { ...otpSent(), status: 201 })
    const user = renderDrawer()
    await openSignup(user)

    await user.type(nameInput(), 'Ayla Demir')
    await user.type(emailInput(), 'ayla@example.com')
    await user.type(mobileInput(), `0${MOBILE}`)
    await send(user)

    await expectPopup('OTP Sent!', '+44 7911123456', 'success')
    expect(api().bodiesOf('POST /user/signup')).toEqual([
      { name: 'Ayla Demir', email: 'ayla@example.com', mobile: MOBILE },
    ])
    expect(screen.getByRole('dialog', { name: 'Verify OTP' })).toBeTruthy()

    // Change number goes back to the form the code came from, still filled in.
    await user.click(screen.getByRole('button', { name: 'Change number' }))
    expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeTruthy()
    expect(nameInput().value).toBe('Ayla Demir')
  })

  it('goes to Log-in after the Error popup when the number already has an account', async () => {
    // The page logs a failed request like a browser does.
    expectConsole('error', /\/user\/signup 409/)
    const message =
      'An account with this mobile number already exists. Please log in.'
    api().on('POST /user/signup', {
      status: 409,
      body: { status: false, code: 'MOBILE_TAKEN', message },
    })
    const user = renderDrawer()
    await openSignup(user)

    await user.type(nameInput(), 'Ayla Demir')
    await user.type(emailInput(), 'ayla@example.com')
    await user.type(mobileInput(), MOBILE)
    await send(user)

    await expectPopup('Error', message)
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy()
    expect(mobileInput().value).toBe(MOBILE)
  })
})
