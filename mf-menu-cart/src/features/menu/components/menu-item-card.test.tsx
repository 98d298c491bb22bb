import { configureApi } from '@food/shared/api'
import { slotWidth, testPhoto } from '@food/shared/testing'
import type { MenuItem } from '@food/shared/types'
import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { CARD_PHOTO_SIZES, MenuItemCard } from './menu-item-card'

const API = 'https://api.example.co.uk/api'

beforeEach(() => configureApi({ baseURL: API }))

const adana: MenuItem = {
  id: 'i4',
  _id: 'i4',
  categoryId: 'c2',
  name: 'Adana Kebab',
  description: 'Hand-minced lamb.',
  image: '/images/menu/i4.svg',
  imageUrl: `${API}/images/menu/i4.svg`,
  photo: testPhoto(),
  price: 1350,
  isVeg: false,
  allergens: [],
  addonGroups: [],
  available: true,
  soldOut: false,
}

/**
 * The picture's width from the CSS: a 80 px thumbnail below 600 px (a phone's compact row),
 * else the card's: main ≤ 1200 px less 2 × 16 px, 260 px columns, 16 px gaps.
 */
function cardWidth(vw: number) {
  if (vw < 600) return 80
  const content = Math.min(vw, 1200) - 32
  const columns = Math.max(1, Math.floor((content + 16) / 276))
  return (content - (columns - 1) * 16) / columns
}

describe('MenuItemCard', () => {
  it('shows the owner’s photo instead of the image, in the same box', () => {
    const { container } = render(<MenuItemCard item={adana} isPriority />)
    const card = screen.getByRole('article', { name: 'Adana Kebab' })
    const photo = card.querySelector('picture img')
    expect(photo?.getAttribute('src')).toBe(`${API}/media/abc/800.webp`)
    expect(photo?.getAttribute('loading')).toBe('eager')
    expect(photo?.getAttribute('fetchpriority')).toBe('high')
    expect(container.innerHTML).not.toContain('i4.svg')
    const sources = card.querySelectorAll('source')
    expect([...sources].map((s) => s.getAttribute('sizes'))).toEqual([
      CARD_PHOTO_SIZES,
      CARD_PHOTO_SIZES,
    ])
    // The frame carries the card's image box (16:10), as the image and the skeleton do.
    const frame = card.firstElementChild as HTMLElement
    expect(frame.querySelector('picture')).toBeTruthy()
    expect(frame.className).toMatch(/image/)
  })

  it('loads a later card’s photo lazily', () => {
    render(<MenuItemCard item={adana} />)
    expect(
      screen
        .getByRole('article', { name: 'Adana Kebab' })
        .querySelector('picture img')
        ?.getAttribute('loading'),
    ).toBe('lazy')
  })

  it('keeps the menu’s image when there is no photo, and no picture at all when neither', () => {
    const { rerender } = render(
      <MenuItemCard item={{ ...adana, photo: null }} />,
    )
    const card = () => screen.getByRole('article', { name: 'Adana Kebab' })
    expect(card().querySelector('picture')).toBeNull()
    expect(card().querySelector('img')?.getAttribute('src')).toBe(
      adana.imageUrl,
    )
    rerender(<MenuItemCard item={{ ...adana, photo: null, imageUrl: null }} />)
    expect(card().querySelector('img')).toBeNull()
    // A text card: the name comes first, no empty picture box stands in.
    expect(card().firstElementChild?.querySelector('h3')).toBeTruthy()
  })

  it('marks a vegetarian dish only where its category has dishes that are not', () => {
    const falafel = { ...adana, name: 'Falafel Plate', isVeg: true }
    const { rerender } = render(<MenuItemCard item={falafel} />)
    expect(screen.getByText('Vegetarian')).toBeTruthy()
    rerender(<MenuItemCard item={falafel} isVegMarked={false} />)
    expect(screen.queryByText('Vegetarian')).toBeNull()
  })

  it.each([
    320, 360, 390, 412, 567, 599, 600, 700, 843, 844, 1000, 1119, 1120, 1199,
    1200, 1920,
  ])('sizes the photo as the grid draws the card at %ipx', (vw) => {
    expect(
      Math.abs(slotWidth(CARD_PHOTO_SIZES, vw) - cardWidth(vw)),
    ).toBeLessThan(1)
  })

  it.each([
    // A phone's thumbnail: 80 px; a desktop's card: 280 px.
    [390, 1, 400],
    [390, 2, 400],
    [412, 1.75, 400],
    [1440, 1, 400],
    [1440, 2, 800],
  ])(
    'at %ipx and %fx the browser needs the %iw variant, not 1200w',
    (vw, density, variant) => {
      const needed = slotWidth(CARD_PHOTO_SIZES, vw) * density
      const widths = adana.photo?.webp.map((v) => v.width) ?? []
      expect(widths.find((width) => width >= needed)).toBe(variant)
    },
  )
})
