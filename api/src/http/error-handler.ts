import type { FastifyError, FastifyInstance } from 'fastify'
import { DomainError, RetryLaterError } from '../errors'
import type { ErrorReply } from './envelope'

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

function toReply(error: FastifyError): {
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
    const { statusCode, body } = toReply(error)
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
