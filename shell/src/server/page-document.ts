import { EARLY_TAPS_SCRIPT } from '../page/early-taps'
import type { PageData } from '../page/page-data'
import { pageDataScript } from '../page/page-data-script'

const ROOT = '<div id="root"></div>'
/** What React puts before a partial tree: the <head> elements it hoisted. */
const HOISTED =
  /^(?:<(?:link|meta)\b[^>]*>|<(title|script|style)\b[^>]*>[^<]*<\/\1>)*/
const TEMPLATE_TITLE = /<title>[^<]*<\/title>\s*/

/**
 * Splits React's HTML of the app into the elements it hoisted (titles, meta,
 * stylesheets, preloads: they go into <head>) and the app itself (it goes
 * into #root). The app starts with its first element; anything else is not
 * what this function expects, and the caller sends the client-rendered page.
 */
export function splitHoisted(html: string) {
  const head = HOISTED.exec(html)?.[0] ?? ''
  const body = html.slice(head.length)
  if (!body.startsWith('<div')) {
    throw new Error(`unexpected HTML before the app: ${body.slice(0, 80)}`)
  }
  return { head, body }
}

/** The inline script of a server-rendered page (its CSP allows it by hash). */
export const EARLY_TAPS_TAG = `<script>${EARLY_TAPS_SCRIPT}</script>`

/**
 * The page: the built index.html with the server-rendered app in #root, the
 * elements React hoisted in <head> (the app's own title replaces the
 * template's) after the script that holds early taps, and the page data. Without `app`, the client-rendered page:
 * the template with the page data only.
 */
export function pageDocument(
  template: string,
  data: PageData,
  app?: { head: string; body: string },
): string {
  let html = template
  if (app) {
    if (app.head.includes('<title')) html = html.replace(TEMPLATE_TITLE, '')
    html = insertAt(html, html.indexOf('</head>'), EARLY_TAPS_TAG + app.head)
    const root = html.indexOf(ROOT)
    html = insertAt(
      html,
      root < 0 ? -1 : root + ROOT.indexOf('</div>'),
      app.body,
    )
  }
  return insertAt(html, html.lastIndexOf('</body>'), pageDataScript(data))
}

/** Inserts text as it is (String.replace would read `$&` and the like in it). */
function insertAt(html: string, at: number, text: string) {
  if (at < 0) throw new Error('index.html lacks </head>, #root or </body>')
  return html.slice(0, at) + text + html.slice(at)
}
