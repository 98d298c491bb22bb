import type { FastifyRequest } from 'fastify'
import { ForbiddenError } from '../../errors'
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
