import { queryOptions } from '@tanstack/react-query'
import { MESSAGES } from '../types/messages'
import type { z } from '../validation/zod'
import type { Policy, PolicyBody, policyReply } from '../wire/policy'
import { apiRequest } from './client'

/** POST /client/policy: one policy page ('privacy' or 'terms'). */
export async function getPolicy(policy: PolicyBody['policy']): Promise<Policy> {
  const body = await apiRequest<z.infer<typeof policyReply>>({
    method: 'POST',
    url: '/client/policy',
    data: { policy },
    fallback: MESSAGES.fetchPolicyFailed,
  })
  return body.data
}

/** One policy page's title and Markdown text. */
export const policyQuery = (policy: PolicyBody['policy']) =>
  queryOptions({
    queryKey: ['policy', policy],
    queryFn: () => getPolicy(policy),
  })
