import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Skeleton } from './skeleton'
import { Spinner } from './spinner'

describe('loading indicators', () => {
  it('Skeleton is a sized block hidden from assistive technology', () => {
    render(<Skeleton width={120} height="2rem" />)
    const block = screen.getByTestId('skeleton')
    expect(block.getAttribute('aria-hidden')).toBe('true')
    expect(block.style.width).toBe('120px')
    expect(block.style.height).toBe('2rem')
  })

  it('Spinner is announced as a status with its label', () => {
    render(<Spinner label="Loading menu" />)
    expect(screen.getByRole('status').textContent).toBe('Loading menu')
  })
})
