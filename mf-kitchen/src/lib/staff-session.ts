import { bindStaffSession, staffLogout, staffMeQuery } from '@food/shared/api'
import { queryClient, useAppQuery } from '@food/shared/query'
import { readStaffToken, writeStaffToken } from '@food/shared/store'
import type { StaffMember } from '@food/shared/types'
import { create } from 'zustand'

type StaffSession = { token: string | null }

/**
 * The kitchen's own session: a staff token under its own storage key, never
 * the customer's. It is the kitchen's state only, so it lives here and not in
 * the shared store; the shared API client reads it through bindStaffSession.
 */
export const staffSessionStore = create<StaffSession>(() => ({
  token: readStaffToken(),
}))

staffSessionStore.subscribe((state, previous) => {
  if (state.token === previous.token) return
  writeStaffToken(state.token)
  // Whatever the last member saw is not the next one's.
  if (state.token === null) queryClient.removeQueries({ queryKey: ['staff'] })
})

// The client sends this token on staff calls and forgets it after a 401.
bindStaffSession({
  getToken: () => staffSessionStore.getState().token,
  clearToken: () => staffSessionStore.setState({ token: null }),
})

export const useStaffToken = () => staffSessionStore((state) => state.token)

/**
 * Whether the signed-in member is the owner: the member the kitchen opened with (kept for
 * the session, so no request), false until it is known. The server refuses anyway.
 */
export const useIsOwner = () =>
  useAppQuery(staffMeQuery()).data?.role === 'owner'

/** Keeps a verified session, and the member it belongs to. */
export function startStaffSession(token: string, member: StaffMember) {
  queryClient.setQueryData(['staff', 'me'], member)
  staffSessionStore.setState({ token })
}

/** Signs this device out; the session ends here even if the server is away. */
export async function signOutStaff() {
  try {
    await staffLogout()
  } finally {
    staffSessionStore.setState({ token: null })
  }
}
