import { describe, expect, it } from 'vitest'
import type { PageData } from '../page/page-data'
import { EARLY_TAPS_TAG, pageDocument, splitHoisted } from './page-document'

const template = `<!doctype html><html><head><title>Default</title></head><body><div id="root"></div></body></html>`
const data: PageData = {
  config: { apiBase: '/api', remotes: {}, remoteTimeoutMs: 10_000 },
  siteUrl: 'https://example.co.uk',
  manifests: {},
  queries: null,
  serverRendered: [],
}

describe('the page around a render', () => {
  it('puts the early-taps script and the hoisted tags in <head> (the app’s title replacing the template’s) and the app in #root', () => {
    const app = splitHoisted(
      '<title>Menu</title><meta name="description" content="d"/><div class="page">hi</div>',
    )
    const html = pageDocument(template, data, app)
    expect(html).toContain(
      `<head>${EARLY_TAPS_TAG}<title>Menu</title><meta name="description" content="d"/></head>`,
    )
    expect(html).toContain('<div id="root"><div class="page">hi</div></div>')
    expect(html).not.toContain('<title>Default')
  })

  it('inserts text as it is, whatever it holds', () => {
    const app = splitHoisted(`<div>$& $' $1 price</div>`)
    expect(pageDocument(template, data, app)).toContain(
      `<div id="root"><div>$& $' $1 price</div></div>`,
    )
  })

  it('refuses HTML it does not expect before the app, so the client-rendered page is sent', () => {
    expect(() => splitHoisted('<p>stray</p><div>app</div>')).toThrow(
      'unexpected HTML before the app',
    )
  })

  it('makes the client-rendered page: the template with the page data only', () => {
    const html = pageDocument(template, data)
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('<title>Default</title>')
    expect(html).toMatch(
      /<script id="food-page" type="application\/json">\{.*\}<\/script><\/body>/,
    )
  })
})
