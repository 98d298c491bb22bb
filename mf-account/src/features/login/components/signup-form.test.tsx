import { expectConsole, useTestApi } from '@food/shared/testing/server'
import { screen } from '@testing-library/react'
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
  type User,
} from '../../../test/login-harness'

const api = useTestApi()

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

  it('says beside each field what is wrong, focuses the first, and clears each as it is put right, without calling', async () => {
    const user = renderDrawer()
    await openSignup(user)

    await user.type(nameInput(), '   ')
    await user.type(emailInput(), 'ayla@example')
    await user.type(mobileInput(), '12345')
    await send(user)

    expectFieldProblem(
      nameInput(),
      'Name Required',
      'Please enter your full name.',
    )
    expectFieldProblem(
      emailInput(),
      'Invalid Email',
      'Please enter a valid email address.',
    )
    expectFieldProblem(
      mobileInput(),
      'Invalid Mobile Number',
      'Please enter a valid 10-digit mobile number (or 11-digit starting with 0).',
    )
    expectNoErrorPopup()
    expect(document.activeElement).toBe(nameInput())

    // Typing carries on in the name, and its message goes once it is valid.
    await user.keyboard('Ayla Demir')
    expect(nameInput().value).toBe('   Ayla Demir')
    expectNoFieldProblem(nameInput())
    await user.type(emailInput(), '.com')
    expectNoFieldProblem(emailInput())
    expectFieldProblem(
      mobileInput(),
      'Invalid Mobile Number',
      'Please enter a valid 10-digit mobile number (or 11-digit starting with 0).',
    )
    await send(user)
    expect(document.activeElement).toBe(mobileInput())
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

  it('says beside the number that it has an account, then goes to Log-in after the Error popup', async () => {
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
    expectFieldProblem(mobileInput(), null, message)
  })
})
