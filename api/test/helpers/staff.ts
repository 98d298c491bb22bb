import { randomBytes } from 'node:crypto'
import type { StaffRole } from '@food/shared/types'
import { hashToken } from '../../src/modules/session/session.service'
import type { TestApp } from './test-app'

export type TestStaff = {
  id: string
  name: string
  mobile: string
  role: StaffRole
  token: string
  auth: { authorization: string }
}

let counter = 0

/**
 * A staff member with a live session, written straight to the database as the sign-in would
 * leave it, so kitchen tests do not depend on the code flow (staff-auth.test.ts covers that).
 */
export async function createStaff(
  t: TestApp,
  role: StaffRole = 'staff',
  name = role === 'owner' ? 'Mehmet' : 'Ciara',
): Promise<TestStaff> {
  counter += 1
  // 07700 901xxx: Ofcom's drama range, apart from the test customers' 900xxx.
  const mobile = `7700901${String(counter).padStart(3, '0')}`
  const [member] = await t.database.db.query<{ id: string }>(
    `insert into staff_members (mobile, name, role) values ($1, $2, $3)
     on conflict (mobile) do update set name = excluded.name, role = excluded.role, removed_at = null
     returning id::text as id`,
    [mobile, name, role],
  )
  if (!member) throw new Error('could not create a test staff member')
  const token = randomBytes(32).toString('base64url')
  await t.database.db.query(
    `insert into staff_sessions (token_hash, staff_id, created_at, expires_at)
     values ($1, $2::uuid, now(), now() + interval '14 days')`,
    [hashToken(token), member.id],
  )
  return {
    id: member.id,
    name,
    mobile,
    role,
    token,
    auth: { authorization: `Bearer ${token}` },
  }
}
