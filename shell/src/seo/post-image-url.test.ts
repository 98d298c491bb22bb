import { testPhoto } from '@food/shared/testing'
import type { BlogPost } from '@food/shared/types'
import { describe, expect, it } from 'vitest'
import { postImageUrl } from './post-image-url'

const API = 'https://api.example.co.uk/api'
const SITE = 'https://www.example.co.uk'

const post = {
  coverImage: '/images/doner.svg',
  coverImageUrl: `${API}/images/doner.svg`,
  coverPhoto: null,
} as BlogPost

describe('postImageUrl', () => {
  it('takes the widest WebP of an uploaded cover over the cover image', () => {
    expect(postImageUrl({ ...post, coverPhoto: testPhoto() }, API, SITE)).toBe(
      `${API}/media/abc/1200.webp`,
    )
  })

  it('takes the widest a small photo has', () => {
    expect(
      postImageUrl(
        { ...post, coverPhoto: testPhoto({ widths: [400, 800] }) },
        API,
        SITE,
      ),
    ).toBe(`${API}/media/abc/800.webp`)
  })

  it('keeps the cover image without a photo, and gives nothing without either', () => {
    expect(postImageUrl(post, API, SITE)).toBe(post.coverImageUrl)
    expect(
      postImageUrl(
        { ...post, coverImage: null, coverImageUrl: null },
        API,
        SITE,
      ),
    ).toBeNull()
  })

  it('puts an API root given as a path on the site’s origin: previews need a full address', () => {
    expect(
      postImageUrl({ ...post, coverPhoto: testPhoto() }, '/api', `${SITE}/`),
    ).toBe(`${SITE}/api/media/abc/1200.webp`)
  })
})
