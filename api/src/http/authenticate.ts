import type { FastifyRequest } from 'fastify'
import type { SessionService } from '../modules/session/session.service'
import type { SessionUser } from '../modules/session/session.types'

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser
  }
}

/** A preHandler that admits only requests with a valid bearer token. */
export function requireUser(sessions: SessionService) {
  return async (request: FastifyRequest) => {
    request.user = await sessions.authenticate(request.headers.authorization)
  }
}

/** The user set by requireUser; calling it on an open route is a programming error. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user)
    throw new Error('currentUser called on a route without requireUser')
  return request.user
}
