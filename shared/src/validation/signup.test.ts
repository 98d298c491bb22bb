import { describe, expect, it } from 'vitest'
import {
  isValidEmail,
  isValidName,
  validateEmail,
  validateSignupName,
} from './signup'

const nameFailure = {
  title: 'Name Required',
  message: 'Please enter your full name.',
}
const emailFailure = {
  title: 'Invalid Email',
  message: 'Please enter a valid email address.',
}

function emailOfLength(length: number): string {
  const domain = '@example.com'
  return 'a'.repeat(length - domain.length) + domain
}

describe('sign-up name', () => {
  it.each([
    ['Ayse Yilmaz', true],
    ['a'.repeat(50), true],
    ['a'.repeat(51), false],
    ['', false],
    ['   ', false],
  ])('%j → %s', (name, expected) => {
    expect(isValidName(name)).toBe(expected)
  })

  it('fails with the SPEC title and message', () => {
    expect(validateSignupName('')).toEqual(nameFailure)
    expect(validateSignupName('Ayse')).toBeNull()
  })
})

describe('email', () => {
  it.each([
    ['ayse@example.com', true],
    [emailOfLength(100), true],
    [emailOfLength(101), false],
    ['', false],
    ['ayse', false],
    ['ayse@example', false],
    ['ayse @example.com', false],
    ['@example.com', false],
  ])('%j → %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected)
  })

  it('fails with the SPEC title and message', () => {
    expect(validateEmail('nope')).toEqual(emailFailure)
    expect(validateEmail('a@b.co')).toBeNull()
  })
})
