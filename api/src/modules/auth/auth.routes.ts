import { VALIDATION_MESSAGES } from '@food/shared/validation'
import {
  challengeReply,
  loginBody,
  otpSentReply,
  signupBody,
  verifyOtpBody,
  verifyOtpReply,
} from '@food/shared/wire'
import type { FastifySchemaValidationError } from 'fastify/types/schema'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BadRequestError } from '../../errors'
import { errorReply, failures, retryLaterReply } from '../../http/envelope'
import type { AuthService } from './auth.service'

/** Auth bodies are a few short fields. */
const AUTH_BODY_LIMIT = 10 * 1024

const SPEC_TEXTS = new Set<string>(Object.values(VALIDATION_MESSAGES))

/**
 * The first broken rule, in form order, with the SPEC section 5 text as the whole message
 * (the texts name their field); other problems are prefixed with the field's name.
 */
function firstRuleBroken(errors: FastifySchemaValidationError[]) {
  const [first] = errors
  const message = first?.message ?? 'is invalid'
  if (SPEC_TEXTS.has(message))
    return new BadRequestError(message, 'VALIDATION_ERROR')
  const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.')
  return new BadRequestError(
    `${field || 'body'}: ${message}`,
    'VALIDATION_ERROR',
  )
}

/** Options of every code-sending and code-checking route, customers' and staff's. */
export const codeRouteOptions = {
  bodyLimit: AUTH_BODY_LIMIT,
  schemaErrorFormatter: firstRuleBroken,
}

/** The refusals a code-sending route documents. */
export const sendFailures = {
  ...failures.badRequest,
  413: errorReply,
  422: errorReply,
  428: errorReply,
  429: retryLaterReply,
  502: errorReply,
  503: retryLaterReply,
}

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (
  app,
  { auth },
) => {
  const common = codeRouteOptions

  app.post(
    '/user/signup',
    {
      ...common,
      schema: {
        tags: ['auth'],
        summary:
          'Texts a sign-up code; the account is created when it is verified',
        body: signupBody,
        response: { 201: otpSentReply, 409: errorReply, ...sendFailures },
      },
    },
    async (request, reply) => {
      const { altcha, ...signup } = request.body
      const data = await auth.signup(signup, request.ip, altcha ?? null)
      return reply.status(201).send({ status: true, message: 'OTP sent', data })
    },
  )

  app.post(
    '/user/login',
    {
      ...common,
      schema: {
        tags: ['auth'],
        summary: 'Texts a login code to a registered number',
        body: loginBody,
        response: { 200: otpSentReply, ...failures.notFound, ...sendFailures },
      },
    },
    async (request) => {
      const { mobile, altcha } = request.body
      const data = await auth.login(mobile, request.ip, altcha ?? null)
      return { status: true as const, message: 'OTP sent', data }
    },
  )

  app.get(
    '/user/otp-challenge',
    {
      schema: {
        tags: ['auth'],
        summary:
          'A proof-of-work challenge, solved and sent back after 428 CHALLENGE_REQUIRED',
        response: { 200: challengeReply },
      },
    },
    async (_request, reply) => {
      const data = await auth.challenge()
      return reply
        .header('Cache-Control', 'no-store')
        .send({ status: true, data })
    },
  )

  app.post(
    '/user/verify-otp',
    {
      ...common,
      schema: {
        tags: ['auth'],
        summary: 'Trades a correct code for a bearer token',
        body: verifyOtpBody,
        response: {
          200: verifyOtpReply,
          ...failures.badRequest,
          ...failures.notFound,
          413: errorReply,
          429: retryLaterReply,
        },
      },
    },
    async (request) => {
      const { mobile, otp } = request.body
      const { token, user } = await auth.verify(mobile, otp, request.ip)
      return { status: true as const, message: 'Logged in', data: token, user }
    },
  )
}
