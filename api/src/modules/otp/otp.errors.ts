import { BadRequestError, DomainError, RetryLaterError } from '../../errors'
import { describeWait } from './otp-limits'

export class OtpExpiredError extends BadRequestError {
  constructor() {
    super('This code has expired. Please request a new one.', 'OTP_EXPIRED')
  }
}

export class OtpInvalidError extends BadRequestError {
  constructor(attemptsLeft: number) {
    const left = `${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left`
    super(`That code is not right. ${left}.`, 'OTP_INVALID')
  }
}

/** Five wrong guesses: the code is dead, but a new one may be requested at once. */
export class OtpLockedError extends BadRequestError {
  constructor() {
    super(
      'Too many wrong tries: this code no longer works. Please request a new one.',
      'OTP_LOCKED',
    )
  }
}

/** The client address has guessed too many wrong codes lately, for whatever numbers. */
export function tooManyWrongCodes(waitSeconds: number) {
  return new RetryLaterError(
    429,
    'OTP_TOO_MANY_ATTEMPTS',
    `Too many wrong codes have been tried from this network. Please try again in ${describeWait(waitSeconds)}.`,
    waitSeconds,
  )
}

export function codeRateLimited(waitSeconds: number) {
  return new RetryLaterError(
    429,
    'OTP_RATE_LIMITED',
    `Please wait ${describeWait(waitSeconds)} before requesting another code.`,
    waitSeconds,
  )
}

export function smsDailyCapReached(waitSeconds: number) {
  return new RetryLaterError(
    503,
    'SMS_DAILY_CAP',
    `We cannot send codes right now. Please try again in ${describeWait(waitSeconds)}.`,
    waitSeconds,
  )
}

/**
 * Many codes from this client address were never entered (the mark of SMS pumping): one more
 * needs a solved proof-of-work challenge. 428: nothing to wait for, something to do first.
 */
export class ChallengeRequiredError extends DomainError {
  constructor() {
    super(
      428,
      'CHALLENGE_REQUIRED',
      "Please confirm you're not a robot to get another code.",
    )
  }
}
