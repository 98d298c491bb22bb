import { setSession } from '@food/shared/store'
import { useTestApi } from '@food/shared/testing/server'
import { Popup } from '@food/shared/ui'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { MOBILE, mobileInput, otpSent } from '../../../test/login-harness'
import { LoginPage } from './login-page'

const api = useTestApi()

function renderAtLogin() {
  const user = userEvent.setup()
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<h1>Menu</h1>} />
      </Routes>
      <Popup />
    </MemoryRouter>,
  )
  return user
}

describe('LoginPage', () => {
  it('runs the flow on the page and goes home once logged in', async () => {
    const customer = { name: 'Ayla Demir', email: 'a@b.co', mobile: MOBILE }
    api().on('POST /user/login', otpSent())
    api().on('POST /user/verify-otp', {
      status: 200,
      body: { status: true, data: 'page-token', user: customer },
    })
    api().on('GET /user/get-profile', {
      status: 200,
      body: { status: true, data: customer },
    })
    const user = renderAtLogin()

    expect(
      screen.getByRole('heading', { level: 1, name: 'Log in' }),
    ).toBeTruthy()
    await user.type(mobileInput(), MOBILE)
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await screen.findByRole('heading', { level: 1, name: 'Verify OTP' })
    await user.keyboard('2468')
    await user.click(screen.getByRole('button', { name: 'Verify' }))

    expect(await screen.findByRole('heading', { name: 'Menu' })).toBeTruthy()
    expect(api().bodiesOf('POST /user/verify-otp')).toEqual([
      { mobile: MOBILE, otp: '2468' },
    ])
  })

  it('tells a customer who is already logged in, with a way home', () => {
    setSession('kept')
    renderAtLogin()

    expect(
      screen.getByRole('heading', { name: 'You are logged in' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toBeTruthy()
  })
})
