import { POLICY_NAMES } from '@food/shared/types'
import { HISTORY_LENGTH, type PolicyName } from '@food/shared/wire'
import type { Db } from '../../db/client'
import {
  PolicyNotFoundError,
  PolicyVersionNotFoundError,
  StaleEditError,
} from '../../errors'
import type { StaffMember } from '../staff/staff.types'
import type { StaffAuditService } from '../staff/staff-audit.service'
import {
  type NewPolicyVersion,
  policyRepository as policies,
} from './policy.repository'

/**
 * The owner's side of the policies: every save is a new version (who and when), an old one
 * can be read and restored as a new version, and a save from an older version is refused.
 */
export function createPolicyVersionsService(deps: {
  db: Db
  audit: StaffAuditService
  now: () => Date
}) {
  const { db, audit, now } = deps

  async function latest(name: PolicyName) {
    const found = await policies.findLatest(db, name)
    if (!found) throw new PolicyNotFoundError(name)
    return found
  }

  /** The newest version and the history, newest first. */
  async function read(name: PolicyName) {
    const [current, history] = await Promise.all([
      latest(name),
      policies.listVersions(db, name, HISTORY_LENGTH),
    ])
    return { ...current, history }
  }

  async function readVersion(name: PolicyName, version: number) {
    const found = await policies.findVersion(db, name, version)
    if (!found)
      throw new PolicyVersionNotFoundError(POLICY_NAMES[name], version)
    return found
  }

  /** Adds `next` after `version`; the same text again adds nothing. */
  async function addVersion(
    by: StaffMember,
    name: PolicyName,
    version: number,
    next: NewPolicyVersion,
  ) {
    const before = await latest(name)
    if (before.version !== version) throw new StaleEditError()
    const what = `the ${POLICY_NAMES[name]}`
    if (before.content === next.content) {
      return {
        message: `Nothing changed: ${what} stays at version ${version}.`,
        policy: await read(name),
      }
    }
    const saved = await policies.addVersion(db, name, version, next, by, now())
    if (saved === null) throw new StaleEditError()
    const restored = next.restoredFrom
    await audit.record(by, now(), {
      action: restored ? 'policy-restored' : 'policy-saved',
      subject: restored
        ? `version ${restored} of ${what} as version ${saved}`
        : `${what} (version ${saved})`,
      before: { version, content: before.content },
      after: { version: saved, content: next.content, restoredFrom: restored },
    })
    return {
      message: restored
        ? `Version ${restored} is back as version ${saved} of ${what}.`
        : `The ${POLICY_NAMES[name]} is saved as version ${saved}.`,
      policy: await read(name),
    }
  }

  return {
    read,
    readVersion,

    save: (
      by: StaffMember,
      name: PolicyName,
      content: string,
      version: number,
    ) => addVersion(by, name, version, { content, restoredFrom: null }),

    async restore(
      by: StaffMember,
      name: PolicyName,
      restoredFrom: number,
      version: number,
    ) {
      const old = await readVersion(name, restoredFrom)
      return addVersion(by, name, version, {
        content: old.content,
        restoredFrom,
      })
    },
  }
}

export type PolicyVersionsService = ReturnType<
  typeof createPolicyVersionsService
>
