import type { StaffPost } from '@food/shared/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { createClock, MINUTE } from './helpers/otp'
import { cameraJpeg, uploadPhoto } from './helpers/photos'
import { postBody, postsClient } from './helpers/posts'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

const clock = createClock('2026-11-27T19:00:00Z')
let t: TestApp
let owner: TestStaff
let member: TestStaff
let customer: TestCustomer

beforeAll(async () => {
  t = await startTestApp({}, clock.now)
  owner = await createStaff(t, 'owner', 'Mehmet')
  member = await createStaff(t, 'staff', 'Ciara')
  customer = await createCustomer(t, 'Aoife')
})
afterAll(() => t.close())

const posts = () => postsClient(t, owner.auth)

/** A new draft (each a minute after the last change, so "newest" is clear). */
async function draft(overrides: Record<string, unknown> = {}) {
  clock.advance(MINUTE)
  const res = await posts().create(postBody(overrides))
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as StaffPost
}

async function publish(post: StaffPost) {
  clock.advance(MINUTE)
  const res = await posts().publish(post.id, post.version)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as StaffPost
}

async function save(post: StaffPost, changes: Record<string, unknown>) {
  clock.advance(MINUTE)
  return posts().save(post.id, {
    version: post.version,
    ...postBody({ title: post.title, slug: post.slug }),
    ...changes,
  })
}

async function saved(post: StaffPost, changes: Record<string, unknown>) {
  const res = await save(post, changes)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as StaffPost
}

const onSite = (slug: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/blog/${encodeURIComponent(slug)}`,
  })
const siteSlugs = async (): Promise<string[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/blog' }))
    .json()
    .posts.map((post: { slug: string }) => post.slug)

describe('drafts and publishing', () => {
  it('keeps a new post a draft, off the site, until it is published', async () => {
    clock.advance(MINUTE)
    const res = await posts().create(postBody({ title: 'Draft night' }))
    expect(res.statusCode).toBe(201)
    const post = res.json().data as StaffPost
    expect(res.json().message).toBe('The draft “Draft night” is saved.')
    expect(post).toMatchObject({
      slug: 'draft-night',
      title: 'Draft night',
      state: 'draft',
      version: 1,
      publishedAt: null,
      coverImage: null,
      tags: ['events', 'grill'],
      oldSlugs: [],
    })
    expect((await onSite('draft-night')).json()).toEqual({
      status: false,
      message: 'Blog not found',
      code: 'BLOG_NOT_FOUND',
    })
    expect(await siteSlugs()).not.toContain('draft-night')
    const list = (await posts().list()).json().data as StaffPost[]
    expect(list[0]).toMatchObject({
      id: post.id,
      state: 'draft',
      version: 1,
      publishedAt: null,
      updatedAt: post.updatedAt,
    })

    const live = await publish(post)
    expect(live).toMatchObject({ state: 'published', version: 2 })
    expect(live.publishedAt).toBe(clock.now().toISOString())
    const shown = (await onSite('draft-night')).json().post
    expect(shown).toMatchObject({
      slug: 'draft-night',
      publishedAt: live.publishedAt,
    })
    expect((await siteSlugs())[0]).toBe('draft-night')

    // A change to a published post is on the site at once.
    const edited = await saved(live, { title: 'Grill night, again' })
    expect((await onSite('draft-night')).json().post.title).toBe(
      'Grill night, again',
    )

    clock.advance(MINUTE)
    const off = await posts().unpublish(post.id, edited.version)
    expect(off.json()).toMatchObject({
      message: '“Grill night, again” is off the site: it is a draft again.',
      data: { state: 'draft', version: 4, publishedAt: live.publishedAt },
    })
    expect((await onSite('draft-night')).statusCode).toBe(404)
    expect(await siteSlugs()).not.toContain('draft-night')

    // Back on the site, it keeps the date it first went on.
    const again = await publish(off.json().data)
    expect(again.publishedAt).toBe(live.publishedAt)
  })

  it('answers publishing a published post without changing it', async () => {
    const live = await publish(await draft({ title: 'Twice' }))
    const res = await posts().publish(live.id, live.version)
    expect(res.json()).toMatchObject({
      message: '“Twice” was already on the site.',
      data: { version: live.version, state: 'published' },
    })
  })

  it('reads one post by id, drafts too, and says so for an unknown id', async () => {
    const post = await draft({ title: 'Read me' })
    expect((await posts().get(post.id)).json().data).toEqual(post)
    for (const id of ['no-such-post', 'x\u0000y']) {
      const res = await posts().get(id)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({
        status: false,
        message: 'That post was not found.',
        code: 'POST_NOT_FOUND',
      })
    }
    expect((await posts().publish('no-such-post', 1)).statusCode).toBe(404)
  })
})

describe('what a post may say', () => {
  const refusals: [string, Record<string, unknown>, string][] = [
    ['no title', { title: undefined }, 'title: Give the post a title.'],
    ['a blank title', { title: '   ' }, 'title: Give the post a title.'],
    [
      'a long title',
      { title: 'x'.repeat(121) },
      'title: The title must be 120 characters or fewer.',
    ],
    [
      'a title over two lines',
      { title: 'Grill\nnight' },
      'title: The title must be plain text on one line.',
    ],
    [
      'a slug with capitals',
      { slug: 'Grill-Night' },
      'slug: The address (slug) may use only a–z, 0–9 and single hyphens',
    ],
    ['a long slug', { slug: 'a'.repeat(81) }, 'at most 80 characters.'],
    ['an empty slug', { slug: ' ' }, 'slug: Give the post an address (slug).'],
    [
      'no excerpt',
      { excerpt: '' },
      'excerpt: Give the post an excerpt: a sentence or two for the list.',
    ],
    [
      'a long excerpt',
      { excerpt: 'x'.repeat(301) },
      'excerpt: The excerpt must be 300 characters or fewer.',
    ],
    ['no text', { content: ' \n ' }, 'content: Write the post’s text.'],
    [
      'a long text',
      { content: 'x'.repeat(50_001) },
      'content: The text must be 50,000 characters or fewer.',
    ],
    [
      'a control character',
      { content: 'Tab\tand\u0007bell' },
      'content: The text must not contain control characters.',
    ],
    [
      'nine tags',
      { tags: Array.from({ length: 9 }, (_, i) => `tag${i}`) },
      'tags: A post has at most 8 tags.',
    ],
    [
      'a long tag',
      { tags: ['x'.repeat(31)] },
      'tags.0: Each tag must be 30 characters or fewer.',
    ],
    [
      'an empty tag',
      { tags: ['grill', ' '] },
      'tags.1: A tag cannot be empty.',
    ],
    [
      'a tag twice',
      { tags: ['Grill', 'grill'] },
      'tags: The tag “grill” is there twice.',
    ],
    ['no author', { author: undefined }, 'author: Say who wrote the post.'],
    [
      'a long author',
      { author: 'x'.repeat(61) },
      'author: The author must be 60 characters or fewer.',
    ],
  ]

  it.each(refusals)('refuses %s, naming the field', async (_, change, text) => {
    const res = await posts().create(postBody(change))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      status: false,
      code: 'VALIDATION_ERROR',
    })
    expect(res.json().message).toContain(text)
  })

  it('takes the longest text, even past the API’s usual 100 kB, and trims the short fields', async () => {
    const content = 'é'.repeat(50_000)
    const post = await draft({
      title: '  Long read  ',
      content,
      tags: [' grill '],
      author: ' Elif ',
    })
    expect(post).toMatchObject({
      title: 'Long read',
      tags: ['grill'],
      author: 'Elif',
    })
    expect(post.content).toBe(content)
  })

  it('refuses a body over 256 kB with 413', async () => {
    const res = await posts().create(postBody({ content: 'é'.repeat(140_000) }))
    expect(res.statusCode).toBe(413)
    expect(res.json().status).toBe(false)
  })

  it('needs the version the editor loaded on every save and state change', async () => {
    const post = await draft({ title: 'Versioned' })
    const { version: _, ...fields } = { ...postBody(), version: 1 }
    for (const res of [
      await posts().save(post.id, fields),
      await posts().publish(post.id, 'one'),
      await posts().unpublish(post.id, 0),
    ]) {
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain(
        'version must be the number of the copy the editor loaded.',
      )
    }
  })
})

describe('addresses (slugs)', () => {
  it('are made from the title, accents folded, with -2, -3 when taken', async () => {
    const slugs = []
    for (let i = 0; i < 3; i += 1)
      slugs.push((await draft({ title: 'Döner & çay night' })).slug)
    expect(slugs).toEqual([
      'doner-and-cay-night',
      'doner-and-cay-night-2',
      'doner-and-cay-night-3',
    ])
    // A title of 80 characters and more leaves room for the number.
    const long = `${'Charcoal '.repeat(10)}night`
    const longSlugs = []
    for (let i = 0; i < 3; i += 1)
      longSlugs.push((await draft({ title: long })).slug)
    expect(new Set(longSlugs).size).toBe(3)
    expect(longSlugs.every((slug) => slug.length <= 80)).toBe(true)
    expect(longSlugs[1]).toMatch(/^(charcoal-)+charcoal-2$/)
    expect((await draft({ title: '🍕🍕' })).slug).toBe('post')
    expect((await draft({ title: '🍕' })).slug).toBe('post-2')
  })

  it('may be chosen, but not one another post lives at', async () => {
    const first = await draft({ title: 'Chosen', slug: 'our-own-address' })
    expect(first.slug).toBe('our-own-address')
    const clash = await posts().create(
      postBody({ title: 'Other', slug: 'our-own-address' }),
    )
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toEqual({
      status: false,
      code: 'SLUG_TAKEN',
      message:
        'The address (slug) “our-own-address” is already used by the post “Chosen”: choose another.',
    })
    const other = await draft({ title: 'Other' })
    const moved = await save(other, { slug: 'our-own-address' })
    expect(moved.statusCode).toBe(409)
    expect((await posts().get(other.id)).json().data).toEqual(other)
    // Its own address is no clash.
    expect((await save(first, { slug: 'our-own-address' })).statusCode).toBe(
      200,
    )
  })

  it('keep leading to a published post after it moves, chains in one step', async () => {
    const a = await publish(await draft({ title: 'Chain', slug: 'chain-a' }))
    const b = await saved(a, { slug: 'chain-b' })
    const c = await saved(b, { slug: 'chain-c' })
    expect(c.oldSlugs).toEqual(['chain-a', 'chain-b'])
    for (const slug of ['chain-a', 'chain-b', 'chain-c']) {
      const res = await onSite(slug)
      expect(res.statusCode, slug).toBe(200)
      expect(res.json().post).toMatchObject({ slug: 'chain-c', _id: a.id })
    }
    // The list shows it once, at its address.
    const listed = await siteSlugs()
    expect(listed.filter((slug) => slug.startsWith('chain-'))).toEqual([
      'chain-c',
    ])

    // Taking an old address back: it is the address again, and no longer an old one.
    const back = await saved(c, { slug: 'chain-a' })
    expect(back.oldSlugs).toEqual(['chain-b', 'chain-c'])
    expect((await onSite('chain-c')).json().post.slug).toBe('chain-a')

    // Off the site, no old address shows it either.
    await posts().unpublish(back.id, back.version)
    for (const slug of ['chain-a', 'chain-b', 'chain-c'])
      expect((await onSite(slug)).statusCode).toBe(404)
  })

  it('keep no old address for a post never on the site', async () => {
    const post = await draft({ title: 'Never out', slug: 'never-out' })
    const moved = await saved(post, { slug: 'never-out-2' })
    expect(moved.oldSlugs).toEqual([])
    const again = await draft({ title: 'Never out' })
    expect(again.slug).toBe('never-out')
  })

  it('may take over another post’s old address, which then leads to it; made ones avoid them', async () => {
    const x = await publish(await draft({ title: 'X', slug: 'x-old' }))
    await saved(x, { slug: 'x-new' })
    expect((await draft({ title: 'X old' })).slug).toBe('x-old-2')

    const y = await publish(await draft({ title: 'Y' }))
    const taken = await saved(y, { slug: 'x-old' })
    expect(taken.slug).toBe('x-old')
    expect((await onSite('x-old')).json().post._id).toBe(y.id)
    expect((await posts().get(x.id)).json().data.oldSlugs).toEqual([])
    expect((await onSite('x-new')).json().post._id).toBe(x.id)
  })
})

describe('a cover photo', () => {
  it('is set, kept by a save that leaves it out, shown on the site, and taken off with null', async () => {
    const photo = (
      await uploadPhoto(
        t,
        owner,
        await cameraJpeg({ width: 1600, height: 900 }),
      )
    ).json().data
    const post = await draft({ title: 'Cover story', coverPhotoId: photo.id })
    expect(post.coverPhoto).toEqual(photo)
    const kept = await saved(post, {
      excerpt: 'A new excerpt for the cover story.',
    })
    expect(kept.coverPhoto).toEqual(photo)
    await publish(kept)
    expect((await onSite(kept.slug)).json().post.coverPhoto).toEqual(photo)
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/blog' })
    ).json().posts
    expect(
      list.find((p: { slug: string }) => p.slug === kept.slug).coverPhoto.id,
    ).toBe(photo.id)

    const current = (await posts().get(post.id)).json().data as StaffPost
    const off = await saved(current, { coverPhotoId: null })
    expect(off.coverPhoto).toBeNull()
    expect((await onSite(kept.slug)).json().post.coverPhoto).toBeNull()
  })

  it('must be one the owner uploaded', async () => {
    const res = await posts().create(
      postBody({ title: 'No such cover', coverPhotoId: 'a'.repeat(32) }),
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe(
      'coverPhotoId: that photo was not found. Upload it again.',
    )
  })
})

describe('two editors at once', () => {
  it('refuses the older save and keeps the first', async () => {
    const post = await draft({ title: 'Shared' })
    const first = await saved(post, { content: 'The first tablet’s text.' })
    for (const res of [
      await save(post, { content: 'The second tablet’s text.' }),
      await posts().publish(post.id, post.version),
      await posts().unpublish(post.id, post.version),
    ]) {
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({
        status: false,
        code: 'STALE_EDIT',
        message: 'This was changed by someone else: reload to see it',
      })
    }
    expect((await posts().get(post.id)).json().data).toEqual(first)
  })
})

describe('who may write posts', () => {
  const calls = (client: ReturnType<typeof postsClient>) => [
    client.list(),
    client.get('post-allergens'),
    client.create(postBody()),
    client.save('post-allergens', { ...postBody(), version: 1 }),
    client.publish('post-allergens', 1),
    client.unpublish('post-allergens', 1),
  ]

  it('is the owner alone: staff 403, a customer 403, nobody 401', async () => {
    const callers: [{ authorization: string } | null, number, string][] = [
      [member.auth, 403, 'OWNER_ONLY'],
      [customer.auth, 403, 'CUSTOMER_SESSION'],
      [null, 401, 'UNAUTHORIZED'],
    ]
    for (const [auth, status, code] of callers) {
      for (const res of await Promise.all(calls(postsClient(t, auth)))) {
        expect(res.statusCode).toBe(status)
        expect(res.json().code).toBe(code)
      }
    }
    expect((await posts().get('post-allergens')).json().data.version).toBe(1)
  })
})

describe('the activity log', () => {
  it('has every change, named by the title, with what changed before and after', async () => {
    const post = await draft({ title: 'Logged', slug: 'logged' })
    const live = await publish(post)
    const edited = await saved(live, { title: 'Logged again' })
    await posts().unpublish(post.id, edited.version)
    const log = await t.database.db.query<{
      action: string
      staff_name: string
      subject: string
      before: Record<string, unknown> | null
      after: Record<string, unknown>
    }>(
      `select action, staff_name, subject, before, after from staff_actions
        where action like 'post-%' and subject like 'Logged%' order by id`,
    )
    expect(log.map((entry) => [entry.action, entry.subject])).toEqual([
      ['post-created', 'Logged'],
      ['post-published', 'Logged'],
      ['post-saved', 'Logged again'],
      ['post-unpublished', 'Logged again'],
    ])
    expect(log.every((entry) => entry.staff_name === 'Mehmet')).toBe(true)
    expect(log[0]?.before).toBeNull()
    expect(log[0]?.after).toMatchObject({
      title: 'Logged',
      slug: 'logged',
      state: 'draft',
      version: 1,
    })
    expect(log[1]).toMatchObject({
      before: { state: 'draft', publishedAt: null, version: 1 },
      after: { state: 'published', version: 2 },
    })
    expect(log[2]).toMatchObject({
      before: { title: 'Logged', version: 2 },
      after: { title: 'Logged again', version: 3 },
    })
    expect(Object.keys(log[2]?.after ?? {}).sort()).toEqual([
      'title',
      'version',
    ])
  })
})
