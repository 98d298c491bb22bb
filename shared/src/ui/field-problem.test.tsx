import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FieldProblem } from './field-problem'

describe('FieldProblem', () => {
  it('shows the title as a bold lead before the message, as an alert', () => {
    render(
      <FieldProblem
        id="mobile-problem"
        title="Invalid Mobile Number"
        message="Please enter a valid 10-digit mobile number (or 11-digit starting with 0)."
      />,
    )
    const alert = screen.getByRole('alert')
    expect(alert.id).toBe('mobile-problem')
    expect(alert.textContent).toBe(
      'Invalid Mobile Number Please enter a valid 10-digit mobile number (or 11-digit starting with 0).',
    )
    expect(alert.querySelector('strong')?.textContent).toBe(
      'Invalid Mobile Number',
    )
  })

  it('shows a message without a title on its own', () => {
    render(<FieldProblem id="p" message="This number is not registered." />)
    expect(screen.getByRole('alert').textContent).toBe(
      'This number is not registered.',
    )
    expect(screen.getByRole('alert').querySelector('strong')).toBeNull()
  })
})
