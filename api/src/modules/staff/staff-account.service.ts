import type { Db } from '../../db/client'
import { ConflictError, NotFoundError } from '../../errors'
import { MobileNotSmsCapableError } from '../auth/auth.errors'
import type { createCodeSender } from '../auth/auth.service'
import type { OtpService } from '../otp/otp.service'
import type { StaffMember, StaffRole } from './staff.types'
import { staffAccountRepository as accounts } from './staff-account.repository'
import type { StaffAuditService } from './staff-audit.service'
import type { StaffSessionService } from './staff-session.service'

class NotStaffError extends NotFoundError {
  constructor() {
    super(
      'NOT_STAFF',
      "This number is not on the restaurant's staff list. Ask the owner to add it.",
    )
  }
}

export type StaffAccountDeps = {
  db: Db
  audit: StaffAuditService
  sessions: StaffSessionService
  otp: OtpService
  sendCode: ReturnType<typeof createCodeSender>
  now: () => Date
}

const publicMember = ({ id, name, mobile, role }: StaffMember) => ({
  id,
  name,
  mobile,
  role,
})

/** Who is on the staff, and their sign-in: the customers' code flow and limits, a staff session. */
export function createStaffAccountService(deps: StaffAccountDeps) {
  const { db, audit, sessions, otp, sendCode, now } = deps

  return {
    async requestCode(mobile: string, clientIp: string) {
      if (!otp.canText(mobile)) throw new MobileNotSmsCapableError()
      if (!(await accounts.findActiveByMobile(db, mobile)))
        throw new NotStaffError()
      return sendCode({
        mobile,
        purpose: 'staff',
        pending: null,
        clientIp,
        challenge: null,
      })
    },

    async verify(mobile: string, code: string) {
      await otp.verifyCode(mobile, code, ['staff'])
      // Removed between the text and the code: the code proves the number, not the job.
      const member = await accounts.findActiveByMobile(db, mobile)
      if (!member) throw new NotStaffError()
      const token = await sessions.create(member.id)
      await audit.record(member, now(), {
        action: 'sign-in',
        subject: member.name,
      })
      return { token, member: publicMember(member) }
    },

    list: async () => (await accounts.listActive(db)).map(publicMember),

    async add(
      by: StaffMember,
      input: { mobile: string; name: string; role: StaffRole },
    ) {
      const before = await accounts.findActiveByMobile(db, input.mobile)
      if (before?.role === 'owner' && input.role !== 'owner') {
        await refuseLastOwner(before.id)
      }
      const member = await accounts.upsert(db, input, now())
      await audit.record(by, now(), {
        action: before ? 'staff-changed' : 'staff-added',
        subject: member.name,
        before: before ? publicMember(before) : null,
        after: publicMember(member),
      })
      return publicMember(member)
    },

    /** Removes a member; their sessions end at once. The last owner cannot be removed. */
    async remove(by: StaffMember, memberId: string) {
      const member = (await accounts.listActive(db)).find(
        (m) => m.id === memberId,
      )
      if (!member) {
        throw new NotFoundError(
          'STAFF_NOT_FOUND',
          'That staff member was not found.',
        )
      }
      if (member.role === 'owner') await refuseLastOwner(member.id)
      // Removed and signed out together, or neither.
      await db.transaction(async (tx) => {
        await accounts.deleteSessionsOf(tx, member.id)
        await accounts.markRemoved(tx, member.id, now())
      })
      await audit.record(by, now(), {
        action: 'staff-removed',
        subject: member.name,
        before: publicMember(member),
        after: null,
      })
      return publicMember(member)
    },

    /** OWNER_MOBILE: the first owner of a database that has none (never overrides a removal). */
    async bootstrapOwner(mobile: string, name: string) {
      if ((await accounts.countOwners(db)) > 0) return
      await accounts.upsert(db, { mobile, name, role: 'owner' }, now())
    },
  }

  async function refuseLastOwner(ownerId: string) {
    const owners = (await accounts.listActive(db)).filter(
      (m) => m.role === 'owner',
    )
    if (owners.length === 1 && owners[0]?.id === ownerId) {
      throw new ConflictError(
        'LAST_OWNER',
        'The restaurant needs an owner: add another owner before removing this one.',
      )
    }
  }
}

export type StaffAccountService = ReturnType<typeof createStaffAccountService>
