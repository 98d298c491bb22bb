import { PolicyNotFoundError } from '../../errors'
import type { PolicyRepository } from './policy.repository'
import type { PolicyName } from './policy.schema'

export function createPolicyService(repository: PolicyRepository) {
  return {
    async getPolicy(name: PolicyName) {
      const policy = await repository.find(name)
      if (!policy) throw new PolicyNotFoundError(name)
      return policy
    },
  }
}

export type PolicyService = ReturnType<typeof createPolicyService>
