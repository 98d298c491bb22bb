import { expectConsole } from '@food/shared/testing/server'
import { STORAGE_KEYS } from '@food/shared/types'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  kitchenBoard,
  OWNER,
  renderKitchen,
  shopStateReply,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

const codeSent = {
  body: {
    status: true,
    message: 'OTP sent',
    data: {
      mobile: '7911123456',
      resendAfterSeconds: 30,
      expiresInSeconds: 300,
    },
  },
}

describe('Kitchen sign-in', () => {
  it('shows the sign-in when no staff member is signed in', () => {
    renderKitchen()
    expect(
      screen.getByRole('heading', { name: 'Kitchen sign-in' }),
    ).toBeTruthy()
    expect(api().requests).toHaveLength(0)
  })

  it('checks the number before asking the server', async () => {
    const user = renderKitchen()
    await user.type(screen.getByLabelText(/Mobile number/), '0791')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /valid 10-digit mobile number/,
    )
    expect(api().requests).toHaveLength(0)
  })

  it("shows the server's answer for a number not on the staff list", async () => {
    api().on('POST /staff/login', {
      status: 404,
      body: {
        status: false,
        code: 'NOT_STAFF',
        message:
          "This number is not on the restaurant's staff list. Ask the owner to add it.",
      },
    })
    expectConsole('error', /staff\/login 404/)
    const user = renderKitchen()
    await user.type(screen.getByLabelText(/Mobile number/), '07911123456')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      "This number is not on the restaurant's staff list. Ask the owner to add it.",
    )
    expect(api().bodiesOf('POST /staff/login')).toEqual([
      { mobile: '7911123456' },
    ])
  })

  it('shows a wrong code, then signs in with the right one into the board', async () => {
    api().on('POST /staff/login', codeSent)
    api().on('POST /staff/verify-otp', (body) =>
      (body as { otp: string }).otp === '1234'
        ? { body: { status: true, data: 'staff-tok', staff: OWNER } }
        : {
            status: 400,
            body: { status: false, message: 'That code is not right.' },
          },
    )
    api().on('GET /staff/board/events', {
      events: [{ event: 'board', data: kitchenBoard([]) }],
      keepOpen: true,
    })
    api().on('GET /staff/shop', shopStateReply())
    const user = renderKitchen()
    await user.type(screen.getByLabelText(/Mobile number/), '07911123456')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    const code = await screen.findByLabelText('Code')
    expectConsole('error', /verify-otp 400/)
    await user.type(code, '9999')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code is not right.',
    )

    await user.type(screen.getByLabelText('Code'), '1234')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Ayla · Owner')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy()
    expect(localStorage.getItem(STORAGE_KEYS.staffToken)).toBe('staff-tok')
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull()
    // The board's live stream opens with the staff token.
    await screen.findByText('Live')
    const stream = api().requests.find(
      (request) => request.route === 'GET /staff/board/events',
    )
    expect(stream?.authorization).toBe('Bearer staff-tok')
  })

  it('shows the refusal of an address that guessed too many wrong codes', async () => {
    const message =
      'Too many wrong codes have been tried from this network. Please try again in 60 minutes.'
    api().on('POST /staff/login', codeSent)
    api().on('POST /staff/verify-otp', {
      status: 429,
      body: {
        status: false,
        code: 'OTP_TOO_MANY_ATTEMPTS',
        message,
        retryAfterSeconds: 3570,
      },
    })
    const user = renderKitchen()
    await user.type(screen.getByLabelText(/Mobile number/), '07911123456')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    const code = await screen.findByLabelText('Code')
    expectConsole('error', /verify-otp 429/)
    await user.type(code, '9999')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe(message)
    expect(localStorage.getItem(STORAGE_KEYS.staffToken)).toBeNull()
  })

  it('asks for the whole code before sending it', async () => {
    api().on('POST /staff/login', codeSent)
    const user = renderKitchen()
    await user.type(screen.getByLabelText(/Mobile number/), '7911123456')
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await user.type(await screen.findByLabelText('Code'), '12')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter the full OTP.',
    )
    expect(api().bodiesOf('POST /staff/verify-otp')).toEqual([])
  })
})
