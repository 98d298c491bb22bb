import type { TestApp } from './test-app'

/** A new post's body that passes every rule; override the fields a test is about. */
export function postBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Grill night',
    excerpt: 'Charcoal, lamb and a long table: our first grill night.',
    content: '## Friday\n\nWe light the **charcoal** at five.',
    tags: ['events', 'grill'],
    author: 'Mehmet',
    ...overrides,
  }
}

type Method = 'GET' | 'POST' | 'PUT'

/** The owner's post calls, as whoever holds `auth` (or nobody). */
export function postsClient(
  t: TestApp,
  auth: { authorization: string } | null,
) {
  const call = (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/staff/posts${url}`,
      headers: auth ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  const path = (id: string) => `/${encodeURIComponent(id)}`
  return {
    call,
    list: () => call('GET', ''),
    get: (id: string) => call('GET', path(id)),
    create: (payload: unknown) => call('POST', '', payload),
    save: (id: string, payload: unknown) => call('PUT', path(id), payload),
    publish: (id: string, version: unknown) =>
      call('POST', `${path(id)}/publish`, { version }),
    unpublish: (id: string, version: unknown) =>
      call('POST', `${path(id)}/unpublish`, { version }),
  }
}
