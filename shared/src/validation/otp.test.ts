import { describe, expect, it } from 'vitest'
import {
  isCompleteOtp,
  otpFromPaste,
  validateOtp,
  wrongOtpFailure,
} from './otp'

describe('OTP', () => {
  it.each([
    ['1234', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    ['', false],
  ])('%j complete → %s', (otp, expected) => {
    expect(isCompleteOtp(otp)).toBe(expected)
  })

  it.each([
    ['1234', '1234'],
    ['123456', '1234'],
    ['Your code: 12-34', '1234'],
    ['9 8 7', '987'],
    ['none', ''],
  ])('paste %j fills %j', (text, expected) => {
    expect(otpFromPaste(text)).toBe(expected)
  })

  it('an incomplete code gives Invalid OTP / Please enter the full OTP.', () => {
    expect(validateOtp('12')).toEqual({
      title: 'Invalid OTP',
      message: 'Please enter the full OTP.',
    })
    expect(validateOtp('1234')).toBeNull()
  })

  it.each([
    ['OTP expired', 'OTP expired'],
    [undefined, 'Please enter the correct OTP.'],
    ['', 'Please enter the correct OTP.'],
    [null, 'Please enter the correct OTP.'],
  ])('a wrong code with server message %j shows %j', (server, message) => {
    expect(wrongOtpFailure(server)).toEqual({ title: 'Invalid OTP!', message })
  })
})
