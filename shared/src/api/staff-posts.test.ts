import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApi } from '../testing/test-api'
import { bindStaffSession } from './client'
import { createStaffPost, publishStaffPost, saveStaffPost } from './staff-posts'

const server = useTestApi()

beforeAll(() => {
  bindStaffSession({ getToken: () => 'staff-1', clearToken: () => {} })
})

const fields = {
  title: 'Grill night',
  excerpt: 'Charcoal and lamb.',
  content: 'We light the **charcoal** at five.',
  tags: ['events'],
  author: 'Mehmet',
}
const post = { id: 'p1', slug: 'grill-night', version: 2, ...fields }

describe('the owner’s post calls', () => {
  it('create with POST, save with PUT and the version, publish with the version, all as staff', async () => {
    const reply = { body: { status: true, message: 'Saved.', data: post } }
    server().on('POST /staff/posts', { ...reply, status: 201 })
    server().on('PUT /staff/posts/p1', reply)
    server().on('POST /staff/posts/p1/publish', reply)
    expect(await createStaffPost(fields)).toEqual({
      message: 'Saved.',
      data: post,
    })
    await saveStaffPost('p1', 1, fields)
    await publishStaffPost('p1', 2)
    expect(
      server().requests.map((r) => [r.route, r.authorization, r.body]),
    ).toEqual([
      ['POST /staff/posts', 'Bearer staff-1', fields],
      ['PUT /staff/posts/p1', 'Bearer staff-1', { ...fields, version: 1 }],
      ['POST /staff/posts/p1/publish', 'Bearer staff-1', { version: 2 }],
    ])
  })

  it('take, at type-check time, only the fields the API’s schema takes', () => {
    // Each line below fails `pnpm -r typecheck` without its @ts-expect-error; none is sent.
    const refused = [
      // @ts-expect-error: the cover is sent by its uploaded photo's id, coverPhotoId
      () => createStaffPost({ ...fields, coverPhoto: null }),
      // @ts-expect-error: tags are a list
      () => createStaffPost({ ...fields, tags: 'events' }),
      // @ts-expect-error: a post has a title
      () => saveStaffPost('p1', 1, { ...fields, title: undefined }),
    ]
    expect(refused).toHaveLength(3)
    expect(server().requests).toEqual([])
  })

  it('reject a stale save with the server’s words and code', async () => {
    server().on('PUT /staff/posts/p1', {
      status: 409,
      body: {
        status: false,
        code: 'STALE_EDIT',
        message: 'This was changed by someone else: reload to see it',
      },
    })
    await expect(saveStaffPost('p1', 1, fields)).rejects.toMatchObject({
      status: 409,
      code: 'STALE_EDIT',
      message: 'This was changed by someone else: reload to see it',
    })
  })
})
