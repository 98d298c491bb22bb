import type { Db } from '../../db/client'
import type { SessionUser } from '../session/session.types'

const USER_COLUMNS = 'id::text as id, name, email, mobile'

/** The users table's queries; each takes the open database handle first. */
export const userRepository = {
  async findByMobile(db: Db, mobile: string): Promise<SessionUser | null> {
    const [row] = await db.query<SessionUser>(
      `select ${USER_COLUMNS} from users where mobile = $1`,
      [mobile],
    )
    return row ?? null
  },
  /** Whether the customer wants texts about their orders. */
  async findOrderTexts(db: Db, userId: string): Promise<boolean> {
    const [row] = await db.query<{ order_texts: boolean }>(
      'select order_texts from users where id = $1::uuid',
      [userId],
    )
    return row?.order_texts ?? true
  },
  async setOrderTexts(db: Db, userId: string, isOn: boolean) {
    await db.query('update users set order_texts = $2 where id = $1::uuid', [
      userId,
      isOn,
    ])
  },
  /** Inserts the account, or leaves an existing one with that mobile as it is. */
  async insertIfAbsent(db: Db, user: Omit<SessionUser, 'id'>, at: Date) {
    await db.query(
      `insert into users (name, email, mobile, created_at) values ($1, $2, $3, $4)
       on conflict (mobile) do nothing`,
      [user.name, user.email, user.mobile, at],
    )
  },
}
