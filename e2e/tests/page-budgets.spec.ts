import {
  type ByteKind,
  type RecordedRequest,
  recordNetwork,
} from '@food/tools/page-bytes'
import { asGuestWithBasket } from '../fixtures/guest-basket'
import { PORTS } from '../fixtures/ports'
import { expect, type Locator, type Page, test } from '../fixtures/test'
import { PAGE_BUDGETS, type PageBudget } from '../page-budgets'

// Guards issue 31's byte budgets: each customer page, loaded cold (a new browser
// context: empty cache) without throttling, may load no more JS and CSS than its
// budget in ../page-budgets.ts. The figures are the page bench's (bench/pages):
// bodies as transferred, from the DevTools protocol. The desktop screen loads the
// same bytes as the bench's phone, and shows the header's Login button (the shell's:
// a guest's page loads no account code until it is reached, ADR 047).

const KB = 1024
/** The page is settled when no request is open and none has ended for this long. */
const QUIET_MS = 500
/** A page still loading this long after its content showed is a failure of its own. */
const SETTLE_TIMEOUT_MS = 10_000
/** How many of the biggest files a failure names. */
const BIGGEST = 5

type BudgetedPath = keyof typeof PAGE_BUDGETS

/** The bench's pages and targets (bench/pages/run.mjs), and the login page. */
const PAGES: {
  path: BudgetedPath
  /** What the customer came for: the page is measured once it is on screen. */
  target: (page: Page) => Locator
  prepare?: (page: Page) => Promise<void>
}[] = [
  {
    path: '/',
    target: (page) =>
      page.getByRole('main').getByRole('heading', { level: 3 }).first(),
  },
  {
    path: '/checkout',
    prepare: asGuestWithBasket,
    target: (page) =>
      page
        .getByRole('main')
        .getByRole('listitem')
        .getByRole('heading', { name: 'Adana Kebab' }),
  },
  {
    path: '/news-and-insights',
    target: (page) => page.getByRole('article').first().getByRole('heading'),
  },
  {
    path: '/news-and-insights/queens-students-welcome-back',
    target: (page) => page.getByRole('heading', { level: 1 }),
  },
  {
    path: '/login',
    target: (page) =>
      page.getByRole('main').getByRole('heading', { name: 'Log in' }),
  },
]

const APP_BY_PORT: Record<string, string> = {
  [PORTS.shell]: 'shell',
  [PORTS.mf_menu_cart]: 'mf-menu-cart',
  [PORTS.mf_account]: 'mf-account',
  [PORTS.mf_blog]: 'mf-blog',
  [PORTS.mf_kitchen]: 'mf-kitchen',
}

/** A file as a reader finds it in the build: its app and path. */
function fileName(url: string) {
  const { port, pathname } = new URL(url)
  return `${APP_BY_PORT[port] ?? port}${pathname}`
}

/**
 * Waits until the page has loaded all it will: the header's Login button is
 * shown, then no request is open and none has ended for QUIET_MS.
 */
async function settle(page: Page, requests: () => RecordedRequest[]) {
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Login' }),
  ).toBeVisible()
  const deadline = Date.now() + SETTLE_TIMEOUT_MS
  for (;;) {
    const all = requests()
    const open = all.filter(({ done, failed }) => !done && !failed)
    const lastEnd = Math.max(0, ...all.map(({ endWall = 0 }) => endWall))
    if (open.length === 0 && Date.now() - lastEnd >= QUIET_MS) return
    if (Date.now() > deadline) {
      const names = open.map(({ url }) => fileName(url)).join(', ')
      throw new Error(
        `The page kept loading for ${SETTLE_TIMEOUT_MS / 1000} s after its content showed` +
          (names ? `; still open: ${names}` : ''),
      )
    }
    await page.waitForTimeout(100)
  }
}

function bytesOf(requests: RecordedRequest[], kind: ByteKind) {
  const files = requests
    .filter((request) => request.kind === kind)
    .sort((a, b) => b.bodyBytes - a.bodyBytes)
  const kb = files.reduce((total, { bodyBytes }) => total + bodyBytes, 0) / KB
  return { kb, files }
}

const shown = (kb: number) => `${kb.toFixed(1)} KB`

/** KB per app, biggest first: which team's code the page's bytes are. */
function byApp(files: RecordedRequest[]) {
  const totals = new Map<string, number>()
  for (const { url, bodyBytes } of files) {
    const app = fileName(url).split('/')[0] ?? ''
    totals.set(app, (totals.get(app) ?? 0) + bodyBytes / KB)
  }
  return [...totals]
    .sort(([, a], [, b]) => b - a)
    .map(([app, kb]) => `${app} ${kb.toFixed(1)}`)
    .join(', ')
}

function biggestFiles(files: RecordedRequest[]) {
  return files
    .slice(0, BIGGEST)
    .map(
      ({ url, bodyBytes, encoding }) =>
        `  ${shown(bodyBytes / KB)} ${encoding || 'uncompressed'}  ${fileName(url)}`,
    )
    .join('\n')
}

/** Compares the page's bytes of one kind with its budget; prints the figure either way. */
function expectWithinBudget(
  path: BudgetedPath,
  kind: 'js' | 'css',
  loaded: RecordedRequest[],
) {
  const budget: PageBudget = PAGE_BUDGETS[path]
  const limit = kind === 'js' ? budget.jsKB : budget.cssKB
  const { kb, files } = bytesOf(loaded, kind)
  const goal =
    kind === 'js' && budget.targetJsKB
      ? `, issue 31's target ${budget.targetJsKB} KB`
      : ''
  const figure = `${path}: ${shown(kb)} of ${kind.toUpperCase()} in ${files.length} files (budget ${limit} KB${goal}); by app: ${byApp(files)}`
  test.info().annotations.push({ type: `${kind} bytes`, description: figure })
  console.log(figure)
  expect
    .soft(
      kb,
      `${figure}.\n${shown(kb - limit)} over budget. The biggest files:\n${biggestFiles(files)}\n` +
        'If the growth is meant, raise the budget in e2e/page-budgets.ts and say why in the commit.',
    )
    .toBeLessThanOrEqual(limit)
}

test.describe('@shell @menu-cart @account @blog page budgets: the JS and CSS each customer page loads', () => {
  for (const { path, target, prepare } of PAGES) {
    test(`${path} loads no more JS and CSS than its budget`, async ({
      page,
    }) => {
      await prepare?.(page)
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Network.enable')
      const requests = recordNetwork(cdp)

      await page.goto(path)
      await expect(target(page)).toBeVisible()
      await settle(page, requests)

      expectWithinBudget(path, 'js', requests())
      expectWithinBudget(path, 'css', requests())
    })
  }
})
