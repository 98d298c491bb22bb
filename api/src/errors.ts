import type { ErrorCode } from '@food/shared/types'

/** A failure the caller can act on: its message is safe to show, its code is stable. */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message)
    this.name = new.target.name
  }
}

export class NotFoundError extends DomainError {
  constructor(code: ErrorCode, message: string) {
    super(404, code, message)
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string, code: ErrorCode = 'BAD_REQUEST') {
    super(400, code, message)
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Please log in first.') {
    super(401, 'UNAUTHORIZED', message)
  }
}

export class BlogNotFoundError extends NotFoundError {
  constructor() {
    super('BLOG_NOT_FOUND', 'Blog not found')
  }
}

export class CategoryNotFoundError extends NotFoundError {
  constructor(id: string) {
    super('CATEGORY_NOT_FOUND', `Menu category "${id}" was not found.`)
  }
}

export class PolicyNotFoundError extends NotFoundError {
  constructor(policy: string) {
    super('POLICY_NOT_FOUND', `Policy "${policy}" was not found.`)
  }
}

export class PolicyVersionNotFoundError extends NotFoundError {
  constructor(policyName: string, version: number) {
    super(
      'POLICY_VERSION_NOT_FOUND',
      `Version ${version} of the ${policyName} was not found.`,
    )
  }
}

/** Well-formed input the business rules refuse (an unavailable dish, a postcode out of range). */
export class UnprocessableError extends DomainError {
  constructor(code: ErrorCode, message: string) {
    super(422, code, message)
  }
}

export class CartItemNotFoundError extends NotFoundError {
  constructor() {
    super('CART_ITEM_NOT_FOUND', 'That item is no longer in your basket.')
  }
}

/** A refusal that lifts by itself: the reply says when (`retryAfterSeconds`, `Retry-After`). */
export class RetryLaterError extends DomainError {
  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, code, message)
  }
}

export class ConflictError extends DomainError {
  constructor(code: ErrorCode, message: string) {
    super(409, code, message)
  }
}

/**
 * An edit made from a version older than the one now stored (two screens editing at once):
 * the second save is refused rather than silently overwriting the first.
 */
export class StaleEditError extends ConflictError {
  constructor() {
    super('STALE_EDIT', 'This was changed by someone else: reload to see it')
  }
}

/** An upstream service (the SMS gateway) failed; `cause` goes to the log, not the reply. */
export class UpstreamError extends DomainError {
  constructor(code: ErrorCode, message: string, cause?: unknown) {
    super(502, code, message)
    this.cause = cause
  }
}

export class OrderNotFoundError extends NotFoundError {
  constructor() {
    super('ORDER_NOT_FOUND', 'That order was not found.')
  }
}

/** Also the answer for another customer's address, so ids reveal nothing. */
export class AddressNotFoundError extends NotFoundError {
  constructor() {
    super('ADDRESS_NOT_FOUND', 'That address was not found.')
  }
}

/** A valid session of the wrong kind or role: logging in again would not help. */
export class ForbiddenError extends DomainError {
  constructor(code: ErrorCode, message: string) {
    super(403, code, message)
  }
}

/** An owner's post that does not exist (or an id no post could have). */
export class PostNotFoundError extends NotFoundError {
  constructor() {
    super('POST_NOT_FOUND', 'That post was not found.')
  }
}

/** Another post lives at the address the owner chose. */
export class SlugTakenError extends ConflictError {
  constructor(slug: string, title: string) {
    super(
      'SLUG_TAKEN',
      `The address (slug) “${slug}” is already used by the post “${title}”: choose another.`,
    )
  }
}
