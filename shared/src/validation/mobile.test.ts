import { describe, expect, it } from 'vitest'
import {
  formatMobileWithPrefix,
  isValidMobile,
  mobileMaxLength,
  normaliseMobile,
  sanitiseMobileInput,
  validateMobile,
} from './mobile'

describe('isValidMobile', () => {
  it.each([
    ['7911123456', true, '10 digits'],
    ['07911123456', true, '11 digits starting with 0'],
    ['791112345', false, '9 digits'],
    ['079111234567', false, '12 digits'],
    ['17911123456', false, '11 digits not starting with 0'],
    ['0791112345', false, '10 digits starting with 0 (9 once normalised)'],
    ['00791112345', false, '0 followed by another 0'],
    ['79111a3456', false, 'a letter'],
    ['7911 123456', false, 'a space'],
    ['+447911123456', false, 'a + prefix'],
    ['', false, 'empty'],
  ])('%j → %s (%s)', (value, expected) => {
    expect(isValidMobile(value)).toBe(expected)
  })
})

describe('validateMobile', () => {
  it('returns null for a valid number', () => {
    expect(validateMobile('07911123456')).toBeNull()
  })

  it('returns the SPEC title and message otherwise', () => {
    expect(validateMobile('12345')).toEqual({
      title: 'Invalid Mobile Number',
      message:
        'Please enter a valid 10-digit mobile number (or 11-digit starting with 0).',
    })
  })
})

describe('normaliseMobile', () => {
  it.each([
    ['07911123456', '7911123456'],
    ['7911123456', '7911123456'],
  ])('%j → %j', (value, expected) => {
    expect(normaliseMobile(value)).toBe(expected)
  })
})

describe('mobile input', () => {
  it('allows 10 digits, or 11 after a leading 0', () => {
    expect(mobileMaxLength('7')).toBe(10)
    expect(mobileMaxLength('0')).toBe(11)
  })

  it.each([
    ['79111234567', '7911123456'],
    ['079111234567', '07911123456'],
    ['07911 123-456', '07911123456'],
    ['abc', ''],
  ])('sanitises %j to %j', (raw, expected) => {
    expect(sanitiseMobileInput(raw)).toBe(expected)
  })

  it('displays the +44 prefix before the 10 digits', () => {
    expect(formatMobileWithPrefix('07911123456')).toBe('+44 7911123456')
  })
})
