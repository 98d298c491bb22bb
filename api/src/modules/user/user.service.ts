import type { SessionUser } from '../session/session.types'

export function createUserService() {
  return {
    /** The session lookup already joined the users row, so the profile needs no second query. */
    getProfile: (user: SessionUser) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      mobile: user.mobile,
    }),
  }
}

export type UserService = ReturnType<typeof createUserService>
