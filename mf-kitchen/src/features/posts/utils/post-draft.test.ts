import { testPhoto } from '@food/shared/testing'
import type { StaffPost } from '@food/shared/types'
import { describe, expect, it } from 'vitest'
import {
  draftOf,
  fieldsOf,
  hasChanges,
  slugFollowsTitle,
  tagsOf,
} from './post-draft'

const post: StaffPost = {
  id: 'p1',
  slug: 'grill-night',
  title: 'Grill night',
  excerpt: 'Charcoal and lamb.',
  content: 'We light the charcoal at five.',
  tags: ['events', 'grill'],
  author: 'Mehmet',
  coverImage: null,
  coverPhoto: null,
  state: 'draft',
  version: 3,
  publishedAt: null,
  createdAt: '2026-11-27T19:00:00.000Z',
  updatedAt: '2026-11-27T19:05:00.000Z',
  oldSlugs: [],
}

describe('the editor’s draft', () => {
  it('starts empty by the member, or from the saved post', () => {
    expect(draftOf(null, 'Ayla')).toMatchObject({ title: '', author: 'Ayla' })
    expect(draftOf(post, 'Ayla')).toMatchObject({
      tags: 'events, grill',
      author: 'Mehmet',
    })
  })

  it('reads tags from one line', () => {
    expect(tagsOf(' events, grill ,, night ')).toEqual([
      'events',
      'grill',
      'night',
    ])
  })

  it('sends the slug only when asked', () => {
    const draft = draftOf(post, '')
    expect(fieldsOf(draft, { withSlug: false })).not.toHaveProperty('slug')
    expect(fieldsOf(draft, { withSlug: true }).slug).toBe('grill-night')
  })

  it('counts only real changes', () => {
    const draft = draftOf(post, '')
    expect(hasChanges(draft, post)).toBe(false)
    expect(hasChanges({ ...draft, title: 'Grill night ' }, post)).toBe(false)
    expect(hasChanges({ ...draft, tags: 'events,grill' }, post)).toBe(false)
    expect(hasChanges({ ...draft, content: `${post.content} ` }, post)).toBe(
      true,
    )
    expect(hasChanges(draftOf(null, 'Ayla'), null)).toBe(true)
  })

  it('sends the cover by its id, null for none, and counts a new cover as a change', () => {
    const cover = testPhoto({ id: 'grill' })
    const draft = draftOf({ ...post, coverPhoto: cover }, '')
    expect(fieldsOf(draft, { withSlug: false }).coverPhotoId).toBe('grill')
    expect(
      fieldsOf({ ...draft, coverPhoto: null }, { withSlug: false })
        .coverPhotoId,
    ).toBeNull()
    expect(hasChanges(draft, { ...post, coverPhoto: { ...cover } })).toBe(false)
    expect(hasChanges(draft, post)).toBe(true)
  })

  it('lets the address follow the title only while no link to it can exist', () => {
    expect(slugFollowsTitle(null)).toBe(true)
    expect(slugFollowsTitle(post)).toBe(true)
    expect(slugFollowsTitle({ ...post, slug: 'chosen' })).toBe(false)
    expect(
      slugFollowsTitle({ ...post, publishedAt: '2026-11-27T19:06:00.000Z' }),
    ).toBe(false)
  })
})
