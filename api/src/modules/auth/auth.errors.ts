import {
  ConflictError,
  NotFoundError,
  UnprocessableError,
  UpstreamError,
} from '../../errors'

export class MobileTakenError extends ConflictError {
  constructor() {
    super(
      'MOBILE_TAKEN',
      'An account with this mobile number already exists. Please log in.',
    )
  }
}

/** The site switches to sign-up when this message mentions registering (SPEC section 4). */
export class NotRegisteredError extends NotFoundError {
  constructor() {
    super(
      'NOT_REGISTERED',
      'This mobile number is not registered. Please register to continue.',
    )
  }
}

export class MobileNotSmsCapableError extends UnprocessableError {
  constructor() {
    super(
      'MOBILE_NOT_SUPPORTED',
      'Please enter a UK mobile number starting with 07 (not 070 or 076) so we can text you a code.',
    )
  }
}

export class SmsFailedError extends UpstreamError {
  constructor(cause: unknown) {
    super('SMS_FAILED', 'We could not send the code. Please try again.', cause)
  }
}
