import { parsePage, textOf } from '@food/shared/testing/html'
import {
  serveShop,
  shopSettings,
  useTestApi,
} from '@food/shared/testing/server'
import type { ShopSettings } from '@food/shared/types'
import { describe, expect, it } from 'vitest'
import { render, renderer } from '../test/server-render'

// The owner edits these in the kitchen; the rendered pages follow the API's answers.

const OWNERS: ShopSettings = {
  ...shopSettings(1500),
  shop: {
    ...shopSettings().shop,
    description: 'Kebabs over charcoal.',
    about: '## Our story\n\nThe **Demir** family, since 2014.',
    info: '## Allergens\n\nCall us first. <script>alert(1)</script>',
    address: {
      line1: '10 Botanic Avenue',
      line2: '',
      city: 'Belfast',
      postcode: 'BT7 1JQ',
    },
    phone: '028 9024 1111',
    email: 'orders@example.co.uk',
    social: [{ network: 'youtube', url: 'https://youtube.com/@grill' }],
  },
}

const api = useTestApi({
  serve: (server) => {
    serveShop(server)
    server.on('GET /client/shop/settings', {
      body: { status: true, data: OWNERS },
    })
    server.on('GET /blog', { body: { status: true, posts: [] } })
  },
})

describe('the pages the owner writes', () => {
  it('render the Info text as Markdown after the computed sections, raw HTML as text', async () => {
    const html = parsePage((await render(renderer(), '/info')).html)
    const headings = html.select('h2').map(textOf)
    expect(headings).toEqual(
      expect.arrayContaining(['Delivery charges', 'Allergens']),
    )
    expect(headings.indexOf('Allergens')).toBeGreaterThan(
      headings.indexOf('Delivery charges'),
    )
    expect(textOf(html.one('article'))).toContain(
      'Delivery orders start at £15.00',
    )
    expect(textOf(html.one('article'))).toContain('<script>alert(1)</script>')
    // The page data carries the text too, escaped: no script element runs it.
    expect(
      html
        .select('script')
        .some((script) => textOf(script).includes('<script>')),
    ).toBe(false)
  })

  it('show the owner’s closed day and other hours beside the week’s, without the kitchen’s notes', async () => {
    const exception = {
      open: null,
      close: null,
      deliveryOpen: null,
      deliveryClose: null,
    }
    api().on('GET /client/shop/settings', {
      body: {
        status: true,
        data: {
          ...OWNERS,
          timings: {
            ...OWNERS.timings,
            exceptions: [
              {
                ...exception,
                date: '2026-12-25',
                closed: true,
                note: 'Staff party',
              },
              {
                ...exception,
                date: '2026-12-31',
                closed: false,
                open: '18:00',
                close: '03:00',
                note: '',
              },
            ],
          },
        },
      },
    })
    const html = parsePage((await render(renderer(), '/info')).html)
    const changes = textOf(
      html.one('section', { 'aria-labelledby': 'hours-changes' }),
    )
    expect(changes).toContain('Changes to these hours')
    expect(changes).toContain('Friday 25 December: Closed all day')
    expect(changes).toContain(
      'Thursday 31 December: Open 18:00–03:00, no delivery',
    )
    expect(changes).not.toContain('Staff party')
  })

  it('show no changes to the hours when the week holds', async () => {
    const html = parsePage((await render(renderer(), '/info')).html)
    expect(textOf(html.one('article'))).not.toContain('Changes to these hours')
  })

  it('render the About story as Markdown and show the contact details and links', async () => {
    const html = parsePage((await render(renderer(), '/about')).html)
    expect(html.select('p').map(textOf)).toContain('Kebabs over charcoal.')
    expect(textOf(html.one('strong'))).toBe('Demir')
    const footer = textOf(html.one('footer'))
    expect(footer).toContain('10 Botanic Avenue, Belfast, BT7 1JQ')
    expect(footer).toContain('028 9024 1111')
    expect(html.one('a', { href: 'https://youtube.com/@grill' })).toBeTruthy()
    expect(textOf(html.one('a', { href: 'https://youtube.com/@grill' }))).toBe(
      'YouTube',
    )
    expect(html.one('a', { href: 'tel:02890241111' })).toBeTruthy()
  })

  it('follow a change once the server’s data is older than its TTL', async () => {
    const pages = renderer(0)
    const first = await render(pages, '/about')
    api().on('GET /client/shop/settings', {
      body: {
        status: true,
        data: { ...OWNERS, shop: { ...OWNERS.shop, phone: '028 9000 0002' } },
      },
    })
    const changed = await render(pages, '/about')
    expect(changed).not.toBe(first)
    expect(textOf(parsePage(changed.html).one('footer'))).toContain(
      '028 9000 0002',
    )
  })
})
