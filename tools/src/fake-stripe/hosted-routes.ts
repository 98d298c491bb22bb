import { renderCheckoutPage, renderNotFoundPage } from './hosted-page'
import { completeSession } from './payments'
import { successUrlOf } from './sessions'
import type { Store } from './state'

export type PageReply = {
  status: number
  headers: Record<string, string>
  body: string
}

const HTML = { 'content-type': 'text/html; charset=utf-8' }

/**
 * The hosted Checkout page under /c/pay/:id, and its two buttons. Paying redirects to the
 * success URL at once, while checkout.session.completed is still on its way, as at Stripe:
 * the site has to cope with the customer arriving before the webhook.
 */
export function handleHostedPage(
  store: Store,
  method: string,
  path: string,
): PageReply | null {
  const match = /^\/c\/pay\/([^/]+)(\/pay|\/cancel)?$/.exec(path)
  if (!match?.[1]) return null
  const stored = store.sessions.get(match[1])
  if (!stored) {
    return { status: 404, headers: HTML, body: renderNotFoundPage() }
  }
  const { session } = stored
  const button = match[2]
  if (method === 'GET' && !button) {
    return { status: 200, headers: HTML, body: renderCheckoutPage(stored) }
  }
  if (method !== 'POST' || !button) return null
  // A button pressed on a page that went stale shows the page again, saying why.
  if (session.status !== 'open') return redirect(`/c/pay/${session.id}`)
  if (button === '/cancel') {
    // Cancelling only leaves the page: the session stays open until it expires.
    return redirect(session.cancel_url ?? `/c/pay/${session.id}`)
  }
  void completeSession(store, session.id).delivered
  return redirect(successUrlOf(session))
}

const redirect = (location: string): PageReply => ({
  status: 303,
  headers: { location },
  body: '',
})
