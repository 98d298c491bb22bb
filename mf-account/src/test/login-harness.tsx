import { useProfile } from '@food/shared/query'
import { openLoginDrawer, useGuestCart } from '@food/shared/store'
import type { JsonReply, Reply, TestServer } from '@food/shared/testing/server'
import { Popup } from '@food/shared/ui'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { LoginDrawer } from '../features/login/components/login-drawer'

export const MOBILE = '7911123456'

/** POST /user/login or /user/signup: a code was texted. */
export function otpSent(resendAfterSeconds = 25): JsonReply {
  return {
    status: 200,
    body: {
      status: true,
      message: 'OTP sent',
      data: { mobile: MOBILE, resendAfterSeconds, expiresInSeconds: 300 },
    },
  }
}

/** What the customer sees of the store besides the drawer. */
function StoreProbe() {
  const guestCart = useGuestCart()
  const user = useProfile()
  return (
    <p data-testid="probe">
      {`Guest lines: ${guestCart.length}. User: ${user?.name ?? 'none'}.`}
    </p>
  )
}

/** The header's Login button, the drawer and the page's popup, as in the shell. */
export function renderDrawer() {
  const user = userEvent.setup()
  render(
    <>
      <button type="button" onClick={openLoginDrawer}>
        Login
      </button>
      <LoginDrawer />
      <Popup />
      <StoreProbe />
    </>,
  )
  return user
}

export type User = ReturnType<typeof userEvent.setup>

/** Opens the drawer from the Login button; returns the dialog. */
export async function openDrawer(user: User) {
  await user.click(screen.getByRole('button', { name: 'Login' }))
  return screen.getByRole('dialog')
}

export const probeText = () => screen.getByTestId('probe').textContent

/** Waits for the popup with this title and checks its message. */
export async function expectPopup(
  title: string,
  message: string,
  type: 'error' | 'success' = 'error',
) {
  const role = type === 'error' ? 'alert' : 'status'
  const popup = await screen.findByRole(role, { name: title })
  expect(popup.textContent).toContain(message)
  return popup
}

/**
 * Checks the message beside a field: marked invalid, described by the message,
 * which reads the title (as a bold lead) then the text.
 */
export function expectFieldProblem(
  field: HTMLElement,
  title: string | null,
  message: string,
) {
  expect(field.getAttribute('aria-invalid')).toBe('true')
  const problemId = field.getAttribute('aria-describedby') ?? ''
  const problem = document.getElementById(problemId)
  expect(problem?.getAttribute('role')).toBe('alert')
  expect(problem?.textContent).toBe(title ? `${title} ${message}` : message)
  expect(problem?.querySelector('strong')?.textContent ?? null).toBe(title)
  return problem as HTMLElement
}

/** Checks that the field carries no message. */
export function expectNoFieldProblem(field: HTMLElement) {
  expect(field.getAttribute('aria-invalid')).toBeNull()
  expect(field.getAttribute('aria-describedby')).toBeNull()
}

/** No error popup is up: a popup is named by its title, a field's message is not. */
export function expectNoErrorPopup() {
  const popups = screen
    .queryAllByRole('alert')
    .filter((alert) => alert.hasAttribute('aria-labelledby'))
  expect(popups).toEqual([])
}

export const mobileInput = () =>
  screen.getByRole('textbox', { name: /Mobile number/ }) as HTMLInputElement

export const otpBoxes = () =>
  [1, 2, 3, 4].map(
    (n) =>
      screen.getByRole('textbox', {
        name: `Digit ${n} of 4`,
      }) as HTMLInputElement,
  )

/** Log-in with the mobile and land on Verify OTP. */
export async function reachVerify(
  user: User,
  api: TestServer,
  reply: Reply = otpSent(),
) {
  api.on('POST /user/login', reply)
  await openDrawer(user)
  await user.type(mobileInput(), MOBILE)
  await user.click(screen.getByRole('button', { name: 'Send code' }))
  await screen.findByRole('heading', { name: 'Verify OTP' })
}
