import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { useReturnFocus } from './use-return-focus'

function Modal({ onClose }: { onClose: () => void }) {
  useReturnFocus()
  const close = useRef<HTMLButtonElement>(null)
  useEffect(() => close.current?.focus(), [])
  return (
    <div role="dialog" aria-label="Example">
      <button ref={close} type="button" onClick={onClose}>
        Close
      </button>
    </div>
  )
}

function Page() {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      {isOpen && <Modal onClose={() => setIsOpen(false)} />}
    </>
  )
}

describe('useReturnFocus', () => {
  it('gives the focus back to the opener when the modal closes', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Close' }),
    )
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Open' }),
    )
  })
})
