import type { ErrorCode } from '@food/shared/types'
import { describe, expect, it } from 'vitest'
import { type FormMode, modeAfterSendError } from './mode-after-send-error'

describe('modeAfterSendError', () => {
  it.each<[FormMode, ErrorCode, string, FormMode | null]>([
    [
      'login',
      'NOT_REGISTERED',
      'This mobile number is not registered. Please register to continue.',
      'signup',
    ],
    ['login', 'BAD_REQUEST', 'Invalid mobile number', 'signup'],
    ['login', 'BAD_REQUEST', 'INVALID MOBILE', 'signup'],
    ['login', 'OTP_RATE_LIMITED', 'Please wait 25 seconds.', null],
    ['login', 'NETWORK_ERROR', 'Login failed', null],
    [
      'signup',
      'MOBILE_TAKEN',
      'An account with this mobile number already exists. Please log in.',
      'login',
    ],
    ['signup', 'VALIDATION_ERROR', 'email is invalid', null],
  ])('after %s failing with %s (%s) shows %s', (from, code, message, next) => {
    expect(modeAfterSendError(from, { code, message })).toBe(next)
  })
})
