import { ERROR_CODES } from '@food/shared/types'
import {
  NotFoundError,
  RetryLaterError,
  UnprocessableError,
} from '../../errors'
import { describeWait } from '../otp/otp-limits'
import {
  MAX_PHOTO_MB,
  MAX_PHOTO_MEGAPIXELS,
  MIN_PHOTO_SIDE,
} from './photo-limits'

/** The reply to a body over MAX_PHOTO_BYTES (the error handler sends it; see photo.routes). */
export const PHOTO_TOO_LARGE = {
  code: ERROR_CODES.PHOTO_TOO_LARGE,
  message: `This photo is too large (max ${MAX_PHOTO_MB} MB)`,
}

/** Not a JPEG, PNG, WebP or HEIC (AVIF is taken too), or one too damaged to decode. */
export class PhotoNotSupportedError extends UnprocessableError {
  constructor() {
    super(
      ERROR_CODES.PHOTO_NOT_SUPPORTED,
      'This file is not a photo we can use: choose a JPEG, PNG, WebP or HEIC image.',
    )
  }
}

export class PhotoTooManyPixelsError extends UnprocessableError {
  constructor() {
    super(
      ERROR_CODES.PHOTO_TOO_MANY_PIXELS,
      `This photo is too big to process (max ${MAX_PHOTO_MEGAPIXELS} megapixels).`,
    )
  }
}

export class PhotoTooSmallError extends UnprocessableError {
  constructor() {
    super(
      ERROR_CODES.PHOTO_TOO_SMALL,
      `This photo is too small: choose one at least ${MIN_PHOTO_SIDE} pixels on its shorter side.`,
    )
  }
}

export class PhotoNotFoundError extends NotFoundError {
  constructor() {
    super(ERROR_CODES.PHOTO_NOT_FOUND, 'That photo was not found.')
  }
}

/** A save names a photo (`field`) that was never uploaded: the body's fault, so 422. */
export class PhotoNotUploadedError extends UnprocessableError {
  constructor(field: string) {
    super(
      ERROR_CODES.PHOTO_NOT_FOUND,
      `${field}: that photo was not found. Upload it again.`,
    )
  }
}

export function tooManyUploads(waitSeconds: number) {
  return new RetryLaterError(
    429,
    ERROR_CODES.PHOTO_RATE_LIMITED,
    `That is a lot of photos at once: please try again in ${describeWait(waitSeconds)}.`,
    waitSeconds,
  )
}
