import type { TestApp } from './test-app'

/** GET and POST below /api with a bearer header (a staff member's, a customer's, or none). */
export function callsAs(t: TestApp, auth: { authorization: string } | null) {
  const headers = auth ?? {}
  return {
    get: (url: string) =>
      t.app.inject({ method: 'GET', url: `/api${url}`, headers }),
    post: (url: string, payload?: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  }
}

/** What the site itself shows: the public settings and a policy page's text. */
export function publicSite(t: TestApp) {
  const calls = callsAs(t, null)
  return {
    settings: async () =>
      (await calls.get('/client/shop/settings')).json().data,
    policy: async (policy: string) =>
      (await calls.post('/client/policy', { policy })).json().data,
  }
}

/** The audit entries about one subject ('kitchen printer', 'order 1042'), oldest first. */
export async function auditOfSubject(t: TestApp, subject: string) {
  return t.database.db.query<{
    staff_name: string
    action: string
    before: unknown
    after: unknown
  }>(
    `select staff_name, action, before, after from staff_actions
      where subject = $1 order by id`,
    [subject],
  )
}

/** The audit entries of one action, oldest first. */
export async function auditOf(t: TestApp, action: string) {
  return t.database.db.query<{
    staff_name: string
    subject: string
    before: unknown
    after: unknown
  }>(
    `select staff_name, subject, before, after from staff_actions
      where action = $1 order by id`,
    [action],
  )
}
