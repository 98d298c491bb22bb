import { describe, expect, it } from 'vitest'
import { isSlug, toSlug } from './slug'

describe('toSlug', () => {
  it('folds Turkish and other accents', () => {
    expect(toSlug('Döner Dürüm', 60)).toBe('doner-durum')
    expect(toSlug('Çiğ Köfte & Şiş', 60)).toBe('cig-kofte-and-sis')
    expect(toSlug('Işık', 60)).toBe('isik')
    expect(toSlug('Crème Brûlée', 60)).toBe('creme-brulee')
  })

  it('turns anything between words into one hyphen, none at the ends', () => {
    expect(toSlug('  Pizza -- 12" (Large)!  ', 60)).toBe('pizza-12-large')
  })

  it('is empty when there is nothing to keep', () => {
    expect(toSlug('🍕 !!', 60)).toBe('')
  })

  it('cuts long text at a word boundary', () => {
    const slug = toSlug('word '.repeat(30), 22)
    expect(slug).toBe('word-word-word-word')
    expect(isSlug(slug)).toBe(true)
  })

  it('makes slugs the pattern accepts', () => {
    for (const text of ['Adana Kebab', 'News 2026', 'Ça va? Ça va!']) {
      expect(isSlug(toSlug(text, 60))).toBe(true)
    }
    expect(isSlug('Not A Slug')).toBe(false)
    expect(isSlug('double--hyphen')).toBe(false)
  })
})
