import type { FastifyRequest } from 'fastify'
import { ForbiddenError } from '../../errors'
import { failures } from '../../http/envelope'
import type { StaffMember, StaffRole } from './staff.types'
import type { StaffSessionService } from './staff-session.service'

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffMember
  }
}

/** An onRequest hook admitting a signed-in member, and for `owner` routes only the owner. */
export function requireStaff(
  sessions: StaffSessionService,
  role: StaffRole = 'staff',
) {
  return async (request: FastifyRequest) => {
    const member = await sessions.authenticate(request.headers.authorization)
    if (role === 'owner' && member.role !== 'owner') {
      throw new ForbiddenError('OWNER_ONLY', 'Only the owner can do this.')
    }
    request.staff = member
  }
}

/** The member set by requireStaff; calling it on another route is a programming error. */
export function currentStaff(request: FastifyRequest): StaffMember {
  if (!request.staff)
    throw new Error('currentStaff called on a route without requireStaff')
  return request.staff
}

/**
 * The OpenAPI part of a kitchen operation: its summary, and the role its token needs
 * (OpenAPI 3.1 lets a bearer scheme list roles; the ownership sweep reads `owner` there).
 */
export function kitchenDoc(summary: string, role: StaffRole = 'staff') {
  return {
    tags: ['kitchen'],
    summary,
    security: [{ staffToken: role === 'owner' ? ['owner'] : [] }],
  }
}

/** What every staff operation may refuse: no session (401), the wrong kind or role (403). */
export const signedInRefusals = {
  ...failures.unauthorized,
  ...failures.forbidden,
}
