import { ERROR_CODES, type ErrorCode } from '../types/error-codes'

/** Every failed call rejects with this: HTTP status (0 when no reply), a code and a message to show. */
export class ApiError extends Error {
  readonly status: number
  readonly code: ErrorCode
  /** From a 429 reply's `retryAfterSeconds`: how long to wait before asking again. */
  declare readonly retryAfterSeconds?: number

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    if (retryAfterSeconds !== undefined)
      this.retryAfterSeconds = retryAfterSeconds
  }
}

/** True for errors raised by the API client. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.BAD_REQUEST,
  401: ERROR_CODES.UNAUTHORIZED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
  422: ERROR_CODES.VALIDATION_ERROR,
  429: ERROR_CODES.RATE_LIMITED,
}

/**
 * The server's code when it sent one (the API replies only with ERROR_CODES, its
 * reply schema says so), else one derived from the HTTP status.
 */
export function codeForStatus(status: number, serverCode: unknown): ErrorCode {
  if (typeof serverCode === 'string' && serverCode)
    return serverCode as ErrorCode
  if (status >= 500) return ERROR_CODES.SERVER_ERROR
  return CODE_BY_STATUS[status] ?? ERROR_CODES.REQUEST_FAILED
}
