import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { showPopup } from '../store/actions'
import { Popup } from './popup'

function renderWithOutside() {
  return render(
    <>
      <button type="button">Elsewhere</button>
      <Popup />
    </>,
  )
}

describe('Popup', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows nothing without a popup', () => {
    render(<Popup />)
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('shows a success as a status with its title and message', () => {
    render(<Popup />)
    act(() =>
      showPopup({
        type: 'success',
        title: 'OTP Sent!',
        message: 'Check your phone',
      }),
    )
    const popup = screen.getByRole('status', { name: 'OTP Sent!' })
    expect(popup).toHaveProperty('textContent', 'OTP Sent!Check your phone')
  })

  it('shows an error as a focused alert dialog', () => {
    render(<Popup />)
    act(() =>
      showPopup({ type: 'error', title: 'Error', message: 'Login failed' }),
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Error' })
    expect(document.activeElement).toBe(dialog)
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy()
  })

  it('closes itself after 2 seconds', () => {
    render(<Popup />)
    act(() =>
      showPopup({ type: 'success', title: 'Success', message: 'Saved' }),
    )
    act(() => vi.advanceTimersByTime(1999))
    expect(screen.getByRole('status')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('restarts the 2 seconds for a new popup', () => {
    render(<Popup />)
    act(() => showPopup({ type: 'success', title: 'First', message: '' }))
    act(() => vi.advanceTimersByTime(1500))
    act(() => showPopup({ type: 'success', title: 'Second', message: '' }))
    act(() => vi.advanceTimersByTime(1500))
    expect(screen.getByRole('status', { name: 'Second' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(500))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('closes on a click outside it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderWithOutside()
    act(() => showPopup({ type: 'error', title: 'Error', message: 'Oops' }))
    await user.click(screen.getByRole('heading', { name: 'Error' }))
    expect(screen.getByRole('alertdialog')).toBeTruthy()
    await user.click(document.body)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('closes on Escape', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Popup />)
    act(() => showPopup({ type: 'error', title: 'Error', message: 'Oops' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
