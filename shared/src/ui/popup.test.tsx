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

/** A field the customer is typing into, with the page's popup. */
function renderWithField() {
  return render(
    <>
      <label>
        Mobile number
        <input />
      </label>
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
    expect(screen.queryByRole('alert')).toBeNull()
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

  it('announces an error as an alert with its title and message', () => {
    render(<Popup />)
    act(() =>
      showPopup({ type: 'error', title: 'Error', message: 'Login failed' }),
    )
    const alert = screen.getByRole('alert', { name: 'Error' })
    expect(alert).toHaveProperty('textContent', 'ErrorLogin failed')
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it.each(['error', 'success'] as const)(
    'leaves the focus in the field while a %s popup is up, so typing carries on there',
    async (type) => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      renderWithField()
      const field = screen.getByRole('textbox', { name: 'Mobile number' })
      await user.type(field, '7911')

      act(() => showPopup({ type, title: 'Error', message: 'Login failed' }))
      expect(document.activeElement).toBe(field)
      await user.keyboard('123456')

      expect(screen.getByText('Login failed')).toBeTruthy()
      expect(field).toHaveProperty('value', '7911123456')
      expect(document.activeElement).toBe(field)
      act(() => vi.advanceTimersByTime(2000))
      expect(screen.queryByText('Login failed')).toBeNull()
      expect(document.activeElement).toBe(field)
    },
  )

  it('lets a tap on the page under it reach its target while closing it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderWithField()
    act(() => showPopup({ type: 'error', title: 'Error', message: 'Oops' }))

    await user.click(screen.getByRole('textbox', { name: 'Mobile number' }))

    expect(screen.queryByRole('alert')).toBeNull()
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: 'Mobile number' }),
    )
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
    expect(screen.getByRole('alert')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('closes on Escape', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Popup />)
    act(() => showPopup({ type: 'error', title: 'Error', message: 'Oops' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
