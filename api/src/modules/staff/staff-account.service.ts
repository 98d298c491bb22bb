import type { Db } from '../../db/client'
import { ConflictError, NotFoundError } from '../../errors'
import { MobileNotSmsCapableError } from '../auth/auth.errors'
import { BRAND, type createCodeSender } from '../auth/auth.service'
import type { OtpService } from '../otp/otp.service'
import type { SmsService } from '../sms/sms.service'
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
  sms: SmsService
  /** The site's public address (SITE_URL): the kitchen is its /kitchen. */
  siteUrl: string
  now: () => Date
}

type WelcomeText = { sent: true } | { sent: false; error: unknown }

/** What a new member is texted: whose kitchen, where to sign in, and how. */
function welcomeText(name: string, kitchenUrl: string) {
  return `Hello ${name}, you have been added to the ${BRAND} kitchen staff. To sign in, open ${kitchenUrl} and enter this mobile number: we will text you a code.`
}

const publicMember = ({ id, name, mobile, role }: StaffMember) => ({
  id,
  name,
  mobile,
  role,
})

/** Who is on the staff, and their sign-in: the customers' code flow and limits, a staff session. */
export function createStaffAccountService(deps: StaffAccountDeps) {
  const { db, audit, sessions, otp, sendCode, sms, now } = deps
  const kitchenUrl = `${deps.siteUrl}/kitchen`

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

    async verify(mobile: string, code: string, clientIp: string) {
      await otp.verifyCode({ mobile, code, purposes: ['staff'], clientIp })
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

    /**
     * Adds a member (texting them how to sign in) or changes one's name and role. `text` says
     * whether a text was due and sent; one that failed does not undo the add.
     */
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
      const text = before ? null : await welcome(member)
      return { member: publicMember(member), text, kitchenUrl }
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

  /** Texts a new member how to sign in; the error if the text could not be sent. */
  async function welcome(member: StaffMember): Promise<WelcomeText> {
    try {
      await sms.send({
        mobile: member.mobile,
        text: welcomeText(member.name, kitchenUrl),
      })
      return { sent: true }
    } catch (error) {
      // The provider refused or could not be reached: the owner is told, and tells them.
      return { sent: false, error }
    }
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
