import type { Socket } from 'node:net'
import type { ErrorCode } from '@food/shared/types'
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify'
import { DomainError, RetryLaterError } from '../errors'
import { drainRefusedBody } from './drain-refused-body'
import type { ErrorReply } from './envelope'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own words for a body over its bodyLimit (413), e.g. a photo's. */
    tooLarge?: { code: ErrorCode; message: string }
  }
}

type ValidationIssue = { instancePath: string; message?: string | undefined }

function describeValidation(
  context: string | undefined,
  issues: ValidationIssue[],
) {
  return issues
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
      return `${field || context || 'request'}: ${issue.message ?? 'is invalid'}`
    })
    .join('; ')
}

function toReply(
  error: FastifyError,
  request: FastifyRequest,
): {
  statusCode: number
  body: ErrorReply & { retryAfterSeconds?: number }
} {
  if (error instanceof DomainError) {
    const body: ErrorReply = {
      status: false,
      message: error.message,
      code: error.code,
    }
    return {
      statusCode: error.statusCode,
      body:
        error instanceof RetryLaterError
          ? { ...body, retryAfterSeconds: error.retryAfterSeconds }
          : body,
    }
  }
  if (error.validation) {
    const message = describeValidation(
      error.validationContext,
      error.validation,
    )
    return {
      statusCode: 400,
      body: { status: false, message, code: 'VALIDATION_ERROR' },
    }
  }
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error instanceof SyntaxError
  ) {
    return {
      statusCode: 400,
      body: {
        status: false,
        message: 'The request body is not valid JSON.',
        code: 'INVALID_JSON',
      },
    }
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // A route may say it in its own words (a photo's); else the general refusal.
    const tooLarge = request.routeOptions.config.tooLarge ?? {
      code: 'BODY_TOO_LARGE',
      message: 'This request is too large.',
    }
    return { statusCode: 413, body: { status: false, ...tooLarge } }
  }
  const statusCode = error.statusCode ?? 500
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own 4xx messages (empty body, media type, size) are written for the caller.
    return {
      statusCode,
      body: { status: false, message: error.message, code: 'BAD_REQUEST' },
    }
  }
  return {
    statusCode: 500,
    body: {
      status: false,
      message: 'Something went wrong. Please try again.',
      code: 'INTERNAL_ERROR',
    },
  }
}

/** The one place a thrown error becomes an HTTP reply; unknown paths get the same envelope. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, body } = toReply(error, request)
    if (statusCode === 413) drainRefusedBody(request, reply)
    if (body.retryAfterSeconds !== undefined)
      reply.header('Retry-After', String(body.retryAfterSeconds))
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed')
    else
      request.log.info(
        { code: body.code, message: body.message },
        'request rejected',
      )
    return reply.status(statusCode).send(body)
  })
  app.setNotFoundHandler((request, reply) => {
    const body: ErrorReply = {
      status: false,
      message: `No such path: ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}`,
      code: 'NOT_FOUND',
    }
    return reply.status(404).send(body)
  })
}

/**
 * Failures the router meets before any route runs (a malformed escape such as `%zz`, a path
 * parameter over the router's length): Fastify would answer them outside the envelope.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (
    error.code === 'FST_ERR_BAD_URL' ||
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
  ) {
    const isTooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
    const body: ErrorReply = {
      status: false,
      message: isTooLong
        ? 'A part of this address is too long.'
        : 'This address is not valid: it has a broken % escape.',
      code: 'BAD_URL',
    }
    return reply.status(isTooLong ? 414 : 400).send(body)
  }
  request.log.error({ err: error }, 'request failed')
  const body: ErrorReply = {
    status: false,
    message: 'Something went wrong. Please try again.',
    code: 'INTERNAL_ERROR',
  }
  return reply.status(500).send(body)
}

const CLIENT_ERRORS: Record<string, [number, string, ErrorReply]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    {
      status: false,
      message: 'The request headers are too large.',
      code: 'HEADERS_TOO_LARGE',
    },
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    'Request Timeout',
    {
      status: false,
      message: 'The request took too long to arrive.',
      code: 'REQUEST_TIMEOUT',
    },
  ],
}

/**
 * Requests Node's HTTP parser refuses (headers over 16 kB, a request that never finishes,
 * broken HTTP) never reach Fastify; their reply is written on the socket, in the envelope.
 */
export function clientErrorReply(
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [statusCode, reason, body] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    {
      status: false,
      message: 'The request is not valid HTTP.',
      code: 'BAD_REQUEST',
    },
  ]
  const json = JSON.stringify(body)
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    )
  }
  socket.destroy(error)
}
