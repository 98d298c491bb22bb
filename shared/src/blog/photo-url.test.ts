import { describe, expect, it } from 'vitest'
import { testPhoto } from '../testing/factories'
import { largestPhotoUrl, middleVariant, photoSrcSet } from './photo-url'

const API = 'https://api.example.co.uk/api/'

describe('photo addresses', () => {
  it('lists every variant with its width, resolved against the API root', () => {
    expect(photoSrcSet(API, testPhoto().webp)).toBe(
      'https://api.example.co.uk/api/media/abc/400.webp 400w, https://api.example.co.uk/api/media/abc/800.webp 800w, https://api.example.co.uk/api/media/abc/1200.webp 1200w',
    )
  })

  it.each([
    [[400, 800, 1200], 800],
    [[400, 800], 800],
    [[320], 320],
  ])('takes the middle of %j as the plain src: %i', (widths, expected) => {
    expect(middleVariant(testPhoto({ widths }).webp)?.width).toBe(expected)
  })

  it('has no middle of nothing', () => {
    expect(middleVariant([])).toBeNull()
  })

  it('gives the widest WebP for link previews, whatever the order', () => {
    const photo = testPhoto()
    expect(
      largestPhotoUrl(API, { ...photo, webp: [...photo.webp].reverse() }),
    ).toBe('https://api.example.co.uk/api/media/abc/1200.webp')
    expect(largestPhotoUrl(API, { ...photo, webp: [] })).toBeNull()
  })
})
