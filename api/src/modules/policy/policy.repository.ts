import type { Db } from '../../db/client'
import type { Policy, PolicyName } from './policy.schema'

type PolicyRow = {
  policy: PolicyName
  title: string
  content: string
  updated_at: Date
}

export function createPolicyRepository(db: Db) {
  return {
    async find(name: PolicyName): Promise<Policy | null> {
      const [row] = await db.query<PolicyRow>(
        'select policy, title, content, updated_at from policies where policy = $1',
        [name],
      )
      if (!row) return null
      return {
        policy: row.policy,
        title: row.title,
        content: row.content,
        updatedAt: new Date(row.updated_at).toISOString(),
      }
    },
  }
}

export type PolicyRepository = ReturnType<typeof createPolicyRepository>
