type ErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error'

/**
 * A refusal in Stripe's shape, `{ error: { type, message, code?, param? } }` with its HTTP
 * status: the official library picks its StripeError subclass from status and type.
 */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message)
  }

  toJSON() {
    const { type, message, code, param } = this
    return { error: { type, message, code, param } }
  }
}

export const invalidRequest = (
  message: string,
  param?: string,
  code?: string,
) => new StripeApiError(400, 'invalid_request_error', message, code, param)

export const missingParam = (param: string) =>
  invalidRequest(
    `Missing required param: ${param}.`,
    param,
    'parameter_missing',
  )

export const unknownParam = (param: string) =>
  invalidRequest(
    `Received unknown parameter: ${param}`,
    param,
    'parameter_unknown',
  )

export const resourceMissing = (object: string, id: string, param: string) =>
  new StripeApiError(
    404,
    'invalid_request_error',
    `No such ${object}: '${id}'`,
    'resource_missing',
    param,
  )

export const apiError = (message: string) =>
  new StripeApiError(500, 'api_error', message)
