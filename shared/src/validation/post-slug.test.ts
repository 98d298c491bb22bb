import { describe, expect, it } from 'vitest'
import { isPostSlug, numberedSlug, slugFromTitle } from './post-slug'

describe('slugFromTitle', () => {
  it.each([
    ['Grill night', 'grill-night'],
    ['  Döner   kebab!  ', 'doner-kebab'],
    ['Şiş, çay & künefe', 'sis-cay-and-kunefe'],
    ['Welcome back, Queen’s students', 'welcome-back-queens-students'],
    ["Mehmet's 48-hour dough", 'mehmets-48-hour-dough'],
    ['İstanbul ıçli köfte', 'istanbul-icli-kofte'],
    ['Straße, Ærø, Œuvre', 'strasse-aero-oeuvre'],
    ['Crème brûlée — finally!', 'creme-brulee-finally'],
    ['🍕🍕🍕', ''],
    ['---', ''],
  ])('makes %j into %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug)
  })

  it('keeps to 80 characters, cutting between words', () => {
    const slug = slugFromTitle(`${'word '.repeat(30)}end`)
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug).toMatch(/^(word-)*word$/)
    expect(slugFromTitle('x'.repeat(100))).toBe('x'.repeat(80))
  })
})

describe('numberedSlug', () => {
  it('adds -n and stays within 80 characters', () => {
    expect(numberedSlug('grill-night', 2)).toBe('grill-night-2')
    const long = numberedSlug('a'.repeat(80), 12)
    expect(long).toBe(`${'a'.repeat(77)}-12`)
    expect(isPostSlug(long)).toBe(true)
  })
})

describe('isPostSlug', () => {
  it.each([
    ['grill-night', true],
    ['a', true],
    ['2026-menu', true],
    ['x'.repeat(80), true],
    ['x'.repeat(81), false],
    ['', false],
    ['Grill-night', false],
    ['grill--night', false],
    ['-grill', false],
    ['grill-', false],
    ['grill night', false],
    ['döner', false],
  ])('%j → %s', (slug, valid) => {
    expect(isPostSlug(slug)).toBe(valid)
  })
})
