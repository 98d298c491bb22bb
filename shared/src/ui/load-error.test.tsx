import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { LoadError } from './load-error'

describe('LoadError', () => {
  it('says the failure in an alert with a Retry that calls back', async () => {
    const onRetry = vi.fn()
    render(<LoadError message="Failed to fetch menu" onRetry={onRetry} />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Failed to fetch menu')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it("keeps a screen's own label for the button", () => {
    render(
      <LoadError
        message="Failed to load blogs"
        onRetry={() => {}}
        retryLabel="Try again"
      />,
    )
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
