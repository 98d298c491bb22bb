import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmailAddress } from './email-address'

describe('EmailAddress', () => {
  it('reads as the address and may wrap only before its @ and dots', () => {
    const { container } = render(
      <p>
        <EmailAddress email="roisin.devlin@example.co.uk" />
      </p>,
    )
    const paragraph = container.querySelector('p')
    expect(paragraph?.textContent).toBe('roisin.devlin@example.co.uk')
    expect(paragraph?.innerHTML).toBe(
      'roisin<wbr>.devlin<wbr>@example<wbr>.co<wbr>.uk',
    )
  })
})
