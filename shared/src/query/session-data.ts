import { appStore } from '../store/app-store'
import { queryClient } from './query-client'

/** The roots of the query keys that hold one session's data, keyed by its token next. */
const SESSION_ROOTS = [
  'addresses',
  'orders',
  'order',
  'profile',
  'basket',
  'order-texts',
] as const

/**
 * A session's own data leaves the page's cache with the session (logout, a
 * failed profile fetch, another login): keyed by the token, nothing of it
 * could be shown to the next one, and nothing of it should stay in memory.
 */
function forgetEndedSessions(): () => void {
  return appStore.subscribe((state, previous) => {
    if (previous.token === null || state.token === previous.token) return
    for (const root of SESSION_ROOTS) {
      queryClient.removeQueries({ queryKey: [root, previous.token] })
    }
  })
}

forgetEndedSessions()
