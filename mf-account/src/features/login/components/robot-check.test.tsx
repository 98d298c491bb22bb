import { expectConsole, useTestApi } from '@food/shared/testing/server'
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  loadFakeAltchaWidget,
  solutionOf,
} from '../../../test/fake-altcha-widget'
import {
  expectNoErrorPopup,
  expectPopup,
  MOBILE,
  mobileInput,
  openDrawer,
  otpSent,
  renderDrawer,
} from '../../../test/login-harness'

vi.mock('../utils/load-altcha', () => ({
  loadAltchaWidget: loadFakeAltchaWidget,
}))

const api = useTestApi()

const ROBOT_CHECK = "Please confirm you're not a robot to get another code."
const challengeRequired = {
  status: 428,
  body: { status: false, code: 'CHALLENGE_REQUIRED', message: ROBOT_CHECK },
}
const challenge = (nonce: string) => ({
  status: 200,
  body: {
    status: true,
    data: {
      parameters: {
        algorithm: 'SHA-256',
        nonce,
        salt: 'salt',
        cost: 1,
        keyLength: 32,
        keyPrefix: 'ab',
      },
      signature: 'signed',
    },
  },
})

/** Texts the code only with a solved challenge, as the API does past an address's free codes. */
const codeAfterChallenge = (body: unknown) =>
  (body as { altcha?: string }).altcha ? otpSent() : challengeRequired

describe('the robot check in the login drawer', () => {
  it('appears when the API asks for it, and the solved check sends the code', async () => {
    expectConsole('error', /\/user\/login 428/)
    api().on('POST /user/login', codeAfterChallenge)
    api().on('GET /user/otp-challenge', challenge('n-1'))
    const user = renderDrawer()
    await openDrawer(user)
    await user.type(mobileInput(), MOBILE)
    await user.click(screen.getByRole('button', { name: 'Send code' }))

    const check = await screen.findByRole('region', { name: 'Robot check' })
    expect(check.textContent).toContain(ROBOT_CHECK)
    expectNoErrorPopup()
    await user.click(
      await screen.findByRole('checkbox', { name: "I'm not a robot" }),
    )

    await screen.findByRole('heading', { name: 'Verify OTP' })
    await expectPopup('OTP Sent!', 'We sent a 4-digit code', 'success')
    expect(screen.queryByRole('region', { name: 'Robot check' })).toBeNull()
    expect(api().bodiesOf('POST /user/login')).toEqual([
      { mobile: MOBILE },
      { mobile: MOBILE, altcha: solutionOf('n-1') },
    ])
  })

  it('asks again with a new challenge when the solution is refused', async () => {
    expectConsole('error', /\/user\/login 428/)
    api().on('POST /user/login', challengeRequired)
    let served = 0
    api().on('GET /user/otp-challenge', () => {
      served += 1
      return challenge(`n-${served}`)
    })
    const user = renderDrawer()
    await openDrawer(user)
    await user.type(mobileInput(), MOBILE)
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await user.click(
      await screen.findByRole('checkbox', { name: "I'm not a robot" }),
    )

    const again = await screen.findByRole('checkbox', {
      name: "I'm not a robot",
    })
    expect(again.closest('section')?.textContent).toContain(ROBOT_CHECK)
    expect(served).toBe(2)
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy()
  })
})
