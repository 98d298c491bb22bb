import { queryOptions } from '@tanstack/react-query'
import { MESSAGES } from '../types/messages'
import type { z } from '../validation/zod'
import type { Policy, policyReply } from '../wire/policy'
import { apiRequest } from './client'

/** POST /client/policy: one policy page ('privacy', 'terms', ...). */
export async function getPolicy(policy: string): Promise<Policy> {
  const body = await apiRequest<z.infer<typeof policyReply>>({
    method: 'POST',
    url: '/client/policy',
    data: { policy },
    fallback: MESSAGES.fetchPolicyFailed,
  })
  return body.data
}

/** One policy page's title and Markdown text. */
export const policyQuery = (policy: string) =>
  queryOptions({
    queryKey: ['policy', policy],
    queryFn: () => getPolicy(policy),
  })
