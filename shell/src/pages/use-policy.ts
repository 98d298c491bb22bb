import { policyQuery } from '@food/shared/api'
import { useAppQuery } from '@food/shared/query'
import type { PolicyDocument } from '@food/shared/types'

type PolicyState =
  | { status: 'loading' }
  | { status: 'ready'; policy: PolicyDocument }
  | { status: 'error'; message: string }

/** One policy text (the server embeds it in the page it renders). */
export function usePolicy(policy: 'privacy' | 'terms'): PolicyState {
  const query = useAppQuery(policyQuery(policy))
  if (query.data) return { status: 'ready', policy: query.data }
  if (query.isError) return { status: 'error', message: query.error.message }
  return { status: 'loading' }
}
