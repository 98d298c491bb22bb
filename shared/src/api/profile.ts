import { queryOptions } from '@tanstack/react-query'
import { MESSAGES } from '../types/messages'
import type { User } from '../types/user'
import type { ProfileReply } from '../wire/user'
import { apiRequest } from './client'

/** GET /user/get-profile (authenticated): the logged-in customer. */
export async function getProfile(): Promise<User> {
  const body = await apiRequest<ProfileReply>({
    method: 'GET',
    url: '/user/get-profile',
    auth: true,
    fallback: MESSAGES.fetchProfileFailed,
  })
  return body.data
}

/**
 * The customer of one session (the token keys it, so a new session never sees the last one's).
 * Fetched once when the session starts or the page loads with one, and kept for the session:
 * nothing but a profile reply changes it, and the session's end removes it (session-data.ts).
 */
export const profileQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['profile', token],
    queryFn: getProfile,
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })
