import { fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { configureApi } from '../api/client'
import { testPhoto } from '../testing/factories'
import { parsePage } from '../testing/html'
import { ResponsivePhoto } from './responsive-photo'

const API = 'https://api.example.co.uk/api'
const SIZES = '(min-width: 800px) 736px, calc(100vw - 64px)'
const media = (file: string) => `${API}/media/abc/${file}`

beforeEach(() => configureApi({ baseURL: API }))
afterEach(() => configureApi({ baseURL: '' }))

function renderPhoto(props: { isPriority?: boolean; className?: string } = {}) {
  const { container } = render(
    <ResponsivePhoto
      photo={testPhoto()}
      alt="Adana kebab on rice"
      sizes={SIZES}
      {...props}
    />,
  )
  const sources = [...container.querySelectorAll('picture > source')]
  return { container, sources }
}

describe('ResponsivePhoto', () => {
  it('offers AVIF first, then WebP, each at every width, with the caller’s sizes', () => {
    const { sources } = renderPhoto()
    expect(
      sources.map((source) => [
        source.getAttribute('type'),
        source.getAttribute('srcset'),
        source.getAttribute('sizes'),
      ]),
    ).toEqual([
      [
        'image/avif',
        `${media('400.avif')} 400w, ${media('800.avif')} 800w, ${media('1200.avif')} 1200w`,
        SIZES,
      ],
      [
        'image/webp',
        `${media('400.webp')} 400w, ${media('800.webp')} 800w, ${media('1200.webp')} 1200w`,
        SIZES,
      ],
    ])
  })

  it('reserves the box with the photo’s width and height, the middle WebP as its src', () => {
    renderPhoto()
    const img = screen.getByRole('img', { name: 'Adana kebab on rice' })
    expect(img.closest('picture')).toBeTruthy()
    expect(img.getAttribute('src')).toBe(media('800.webp'))
    expect(img.getAttribute('width')).toBe('1200')
    expect(img.getAttribute('height')).toBe('900')
    expect(img.getAttribute('decoding')).toBe('async')
  })

  it('loads lazily unless it is the page’s largest paint', () => {
    renderPhoto()
    const lazy = screen.getByRole('img', { name: 'Adana kebab on rice' })
    expect(lazy.getAttribute('loading')).toBe('lazy')
    expect(lazy.getAttribute('fetchpriority')).toBe('auto')
  })

  it('loads at once and first when it is the priority', () => {
    renderPhoto({ isPriority: true })
    const eager = screen.getByRole('img', { name: 'Adana kebab on rice' })
    expect(eager.getAttribute('loading')).toBe('eager')
    expect(eager.getAttribute('fetchpriority')).toBe('high')
  })

  it('shows the blurred placeholder behind it, hidden from screen readers, until it loads', () => {
    const { container } = renderPhoto({ className: 'card-box' })
    const frame = container.firstElementChild as HTMLElement
    expect(frame.className).toContain('card-box')
    const placeholder = frame.querySelector(':scope > img')
    expect(placeholder?.getAttribute('src')).toBe(testPhoto().placeholder)
    expect(placeholder?.getAttribute('alt')).toBe('')
    expect(screen.getAllByRole('img')).toHaveLength(1)
    fireEvent.load(screen.getByRole('img', { name: 'Adana kebab on rice' }))
    expect(frame.querySelector(':scope > img')).toBeNull()
  })

  it('keeps a small photo to the sizes it has', () => {
    const { container } = render(
      <ResponsivePhoto
        photo={testPhoto({ widths: [320] })}
        alt="Baklava"
        sizes="320px"
      />,
    )
    const [avif, webp] = container.querySelectorAll('source')
    expect(avif?.getAttribute('srcset')).toBe(`${media('320.avif')} 320w`)
    expect(webp?.getAttribute('srcset')).toBe(`${media('320.webp')} 320w`)
    expect(screen.getByRole('img').getAttribute('src')).toBe(media('320.webp'))
  })

  it('renders the same markup on the server, with no style attribute (the CSP blocks them)', () => {
    const html = renderToString(
      <ResponsivePhoto
        photo={testPhoto()}
        alt="Adana kebab on rice"
        sizes={SIZES}
        isPriority
      />,
    )
    const page = parsePage(html)
    expect(
      page.all.some((element) => element.attrs.some((a) => a.name === 'style')),
    ).toBe(false)
    const attrs = (element: (typeof page.all)[number]) =>
      Object.fromEntries(element.attrs.map((a) => [a.name, a.value]))
    expect(page.select('source').map(attrs)).toEqual([
      expect.objectContaining({ type: 'image/avif', sizes: SIZES }),
      expect.objectContaining({
        type: 'image/webp',
        srcset: `${media('400.webp')} 400w, ${media('800.webp')} 800w, ${media('1200.webp')} 1200w`,
      }),
    ])
    expect(
      attrs(page.one('img', { alt: 'Adana kebab on rice' })),
    ).toMatchObject({
      src: media('800.webp'),
      width: '1200',
      height: '900',
      loading: 'eager',
      fetchpriority: 'high',
    })
    // The priority photo is preloaded as the AVIF the <picture> takes (never the WebP: a
    // browser with AVIF would fetch a second copy); one without AVIF skips it by its type.
    expect(page.select('link').map(attrs)).toEqual([
      expect.objectContaining({
        rel: 'preload',
        as: 'image',
        type: 'image/avif',
        imagesrcset: `${media('400.avif')} 400w, ${media('800.avif')} 800w, ${media('1200.avif')} 1200w`,
        imagesizes: SIZES,
        fetchpriority: 'high',
      }),
    ])
  })
})
