import { profileQuery } from '../api/profile'
import { clearSession, getToken } from '../store/actions'
import { useToken } from '../store/hooks'
import type { User } from '../types/user'
import { queryClient } from './query-client'
// Loading the session's queries sets the page to forget them when the session ends.
import './session-data'
import { useAppQuery } from './use-app-query'

/**
 * Fetches the profile of the session held, if any, into the page's cache (once
 * per session: a page load with a saved token, a login). SPEC section 4: a
 * failed profile fetch ends the session.
 */
export async function loadProfile(): Promise<void> {
  const token = getToken()
  if (!token) return
  try {
    await queryClient.fetchQuery(profileQuery(token))
  } catch {
    clearSession()
  }
}

/**
 * The logged-in customer once loadProfile has fetched them, else null. It only
 * reads: a failed fetch must end the session, which loadProfile does.
 */
export function useProfile(): User | null {
  const query = useAppQuery({ ...profileQuery(useToken()), enabled: false })
  return query.data ?? null
}
