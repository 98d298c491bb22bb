import { describe, expect, it } from 'vitest'
import { rawBlogPost, testPhoto } from '../testing/factories'
import { assetUrl } from './asset-url'
import {
  normaliseBlogList,
  normaliseBlogPost,
  pickBlogPost,
} from './normalise-blog-post'

const API = 'http://localhost:4000/api'

describe('assetUrl', () => {
  it.each([
    [API, null, null],
    [API, undefined, null],
    [API, '', null],
    [API, 'https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    [API, 'http://cdn.example.com/a.jpg', 'http://cdn.example.com/a.jpg'],
    [API, '/images/menu/pizza.svg', `${API}/images/menu/pizza.svg`],
    [`${API}/`, '/images/menu/pizza.svg', `${API}/images/menu/pizza.svg`],
    [`${API}//`, '/images/a.jpg', `${API}/images/a.jpg`],
    [API, 'images/a.jpg', `${API}/images/a.jpg`],
    ['', '/images/a.jpg', '/images/a.jpg'],
  ])('(%j, %j) → %j', (base, path, expected) => {
    expect(assetUrl(base, path)).toBe(expected)
  })
})

describe('normaliseBlogPost', () => {
  it('keeps the fields and derives coverImageUrl from the API root', () => {
    expect(normaliseBlogPost(rawBlogPost(), `${API}/`)).toEqual({
      ...rawBlogPost(),
      coverImageUrl: `${API}/images/blog/doner.jpg`,
    })
  })

  it('keeps an uploaded cover photo, and gives null for an API without one', () => {
    const photo = testPhoto()
    expect(
      normaliseBlogPost(rawBlogPost({ coverPhoto: photo }), API).coverPhoto,
    ).toEqual(photo)
    expect(
      normaliseBlogPost(rawBlogPost({ coverPhoto: undefined }), API).coverPhoto,
    ).toBeNull()
  })

  it('dates a post from an API without publishedAt by its creation', () => {
    const post = normaliseBlogPost(rawBlogPost({ publishedAt: undefined }), API)
    expect(post.publishedAt).toBe(rawBlogPost().createdAt)
  })

  it('gives a null coverImageUrl when there is no cover image', () => {
    const post = normaliseBlogPost(rawBlogPost({ coverImage: undefined }), API)
    expect(post.coverImage).toBeNull()
    expect(post.coverImageUrl).toBeNull()
  })

  it('keeps an absolute cover image as it is', () => {
    const url = 'https://images.example.com/doner.jpg'
    expect(
      normaliseBlogPost(rawBlogPost({ coverImage: url }), API).coverImageUrl,
    ).toBe(url)
  })

  it.each([
    [undefined, []],
    [null, []],
    ['kebab', []],
    [
      ['kebab', 3, 'pizza'],
      ['kebab', 'pizza'],
    ],
  ])('tags %j become %j', (tags, expected) => {
    expect(normaliseBlogPost(rawBlogPost({ tags }), API).tags).toEqual(expected)
  })

  it('reads an author object by its name and fills missing text with empty strings', () => {
    const post = normaliseBlogPost({ slug: 's', author: { name: 'Chef' } }, API)
    expect(post.author).toBe('Chef')
    expect(post.title).toBe('')
    expect(normaliseBlogPost(null, API).slug).toBe('')
  })
})

describe('normaliseBlogList', () => {
  it('normalises every post', () => {
    const posts = normaliseBlogList({ posts: [rawBlogPost()] }, API)
    expect(posts).toHaveLength(1)
    expect(posts[0]?.coverImageUrl).toBe(`${API}/images/blog/doner.jpg`)
  })

  it.each([[{}], [{ posts: null }], [{ posts: {} }], [null], ['text']])(
    'gives an empty list for %j',
    (body) => {
      expect(normaliseBlogList(body, API)).toEqual([])
    },
  )
})

describe('pickBlogPost', () => {
  it('takes the post field, else a body that is itself a post', () => {
    expect(pickBlogPost({ status: true, post: { slug: 'a' } })).toEqual({
      slug: 'a',
    })
    expect(pickBlogPost({ status: true, slug: 'b' })).toMatchObject({
      slug: 'b',
    })
    expect(pickBlogPost({ status: true })).toBeNull()
    expect(pickBlogPost(null)).toBeNull()
  })
})
