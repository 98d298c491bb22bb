import type { Policy, PolicyName } from '@food/shared/wire'
import type { Db } from '../../db/client'
import { PolicyNotFoundError } from '../../errors'
import { policyRepository as repository } from './policy.repository'

export function createPolicyService(db: Db) {
  return {
    /** The text the site shows: the newest version. */
    async getPolicy(name: PolicyName): Promise<Policy> {
      const latest = await repository.findLatest(db, name)
      if (!latest) throw new PolicyNotFoundError(name)
      return {
        policy: latest.policy,
        title: latest.title,
        content: latest.content,
        updatedAt: latest.savedAt,
        version: latest.version,
      }
    },
  }
}

export type PolicyService = ReturnType<typeof createPolicyService>
