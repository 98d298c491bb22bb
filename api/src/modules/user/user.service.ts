import type { Db } from '../../db/client'
import type { SessionUser } from '../session/session.types'
import { userRepository as repository } from './user.repository'

export function createUserService(db: Db, now: () => Date = () => new Date()) {
  return {
    /** The session lookup already joined the users row, so the profile needs no second query. */
    getProfile: (user: SessionUser) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      mobile: user.mobile,
    }),
    /** Whether the customer gets texts about their orders (sign-in codes always go). */
    orderTexts: (userId: string) => repository.findOrderTexts(db, userId),
    setOrderTexts: (userId: string, isOn: boolean) =>
      repository.setOrderTexts(db, userId, isOn),
    findByMobile: (mobile: string) => repository.findByMobile(db, mobile),
    /**
     * Creates the account a verified sign-up asked for. If the number was registered in the
     * meantime, the code still proves the number, so that account is returned unchanged.
     */
    async createUser(user: Omit<SessionUser, 'id'>): Promise<SessionUser> {
      await repository.insertIfAbsent(db, user, now())
      const created = await repository.findByMobile(db, user.mobile)
      if (!created) throw new Error('the new user row is missing')
      return created
    },
  }
}

export type UserService = ReturnType<typeof createUserService>
