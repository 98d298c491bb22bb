import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { AppServer } from '../fixtures/app-server'
import { logInAs, registerCustomer } from '../fixtures/customer'
import { fetchPage } from '../fixtures/page-html'
import { API_URL, PORTS, REMOTE_URLS, SITE_URL } from '../fixtures/ports'
import { buildRemoteVariant } from '../fixtures/remote-variant'
import { shellServer } from '../fixtures/shell-server'
import { expect, test } from '../fixtures/test'

type Category = { id: string; name: string; status: string }

test.describe('@shell @menu-cart @blog the first screen comes from the server', () => {
  test('the menu, the posts and a post are in the HTML itself, before any script runs', async ({
    request,
  }) => {
    const { data: categories } = await (
      await request.get(`${API_URL}/menus`)
    ).json()
    // The menu page lists every active category, so the HTML holds all their dishes.
    const active = (categories as Category[]).filter(
      ({ status }) => status === 'active',
    )
    const dishes: { name: string }[] = []
    for (const category of active) {
      const { data } = await (
        await request.post(`${API_URL}/menu/menu_item`, {
          data: { id: category.id, food_type: 'all' },
        })
      ).json()
      dishes.push(...data)
    }
    const { posts } = await (await request.get(`${API_URL}/blog`)).json()

    const home = await fetchPage(request, `${SITE_URL}/`)
    expect(home.status).toBe(200)
    expect(home.renderedBy).toBe('server')
    expect(home.text('h1')).toContain('Our menu')
    expect(home.text('h2')).toEqual(
      expect.arrayContaining(active.map(({ name }) => name)),
    )
    expect(home.text('h3')).toEqual(dishes.map(({ name }) => name))
    expect(home.data?.serverRendered).toContain('mf_menu_cart/MenuPage')

    const list = await fetchPage(request, `${SITE_URL}/news-and-insights`)
    expect(list.text('h1')).toContain('Latest Blogs')
    expect(list.text('h2')).toEqual(
      expect.arrayContaining(
        (posts as { title: string }[]).map(({ title }) => title),
      ),
    )
    const post = await fetchPage(
      request,
      `${SITE_URL}/news-and-insights/${posts[0].slug}`,
    )
    expect(post.text('h1')).toContain(posts[0].title)
  })

  test('every visitor gets the same page, and nothing of anyone in it', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer('Saoirse Kelly')
    await logInAs(page, customer)
    const theirs = await page.goto('/')
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Saoirse Kelly' }),
    ).toBeVisible()
    const guest = await fetchPage(request, `${SITE_URL}/`)
    const html = (await theirs?.text()) ?? ''
    expect(html).toBe(guest.html)
    expect(html).not.toContain('Saoirse')
    expect(html).not.toContain(customer.mobile.slice(1))
    expect(html).not.toContain(customer.token)
  })

  test('a page that did not change answers 304 to a browser holding it', async ({
    request,
  }) => {
    const first = await fetchPage(request, `${SITE_URL}/about`)
    const again = await request.get(`${SITE_URL}/about`, {
      headers: { 'If-None-Match': first.headers.etag ?? '' },
    })
    expect(again.status()).toBe(304)
  })
})

test.describe('@shell @blog a remote the server cannot render renders in the browser', () => {
  test.describe.configure({ timeout: 90_000 })
  const workDir = mkdtempSync(path.join(tmpdir(), 'food-ssr-degrade-'))
  const folders = path.join(workDir, 'remotes')
  const configFile = path.join(workDir, 'runtime-config.json')
  const blogHost = AppServer.forFolder(folders, PORTS.spareBlog)
  const shell = shellServer({ env: { RUNTIME_CONFIG_FILE: configFile } })
  const blogAt = (folder: string) =>
    `http://localhost:${PORTS.spareBlog}/${folder}/mf-manifest.json`

  /** Points the shell at one build of the blog, and waits until it renders with it. */
  async function useBlog(
    request: Parameters<typeof fetchPage>[0],
    folder: string,
  ) {
    const mf_blog = blogAt(folder)
    writeFileSync(
      configFile,
      JSON.stringify({
        apiBase: API_URL,
        remotes: { ...REMOTE_URLS, mf_blog },
        remoteTimeoutMs: 10_000,
      }),
    )
    await expect
      .poll(
        async () =>
          (await fetchPage(request, `${shell.url}/news-and-insights`)).data
            ?.config.remotes.mf_blog,
      )
      .toBe(mf_blog)
  }

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    const built = path.resolve(import.meta.dirname, '../../mf-blog/dist')
    const copy = (folder: string) => {
      cpSync(built, path.join(folders, folder), { recursive: true })
      return path.join(folders, folder, 'server')
    }
    // Deployed without its server build: the manifest names files that are not there.
    rmSync(copy('without-server'), { recursive: true })
    // A server build that cannot run: its list page's chunk is not JavaScript.
    const broken = copy('broken-server')
    for (const file of readdirSync(broken)) {
      if (/^__federation_expose_BlogListPage.*\.js$/.test(file))
        writeFileSync(path.join(broken, file), 'this is not JavaScript (')
    }
    // A manifest that sends the server to fetch its code from another origin
    // than the runtime config names: the server refuses to run it.
    copy('server-elsewhere')
    const moved = path.join(folders, 'server-elsewhere', 'mf-manifest.json')
    const manifest = JSON.parse(readFileSync(moved, 'utf8'))
    manifest.metaData.ssrRemoteEntry.path = 'http://localhost:9/server'
    writeFileSync(moved, JSON.stringify(manifest))
    // A release whose list page throws when rendered on a server.
    const throwing = buildRemoteVariant({
      app: 'mf-blog',
      name: 'blog-throws-on-server',
      edits: [
        {
          file: 'src/features/blog-list/components/blog-list-page.tsx',
          from: 'export function BlogListPage() {',
          to: "export function BlogListPage() {\n  if (typeof window === 'undefined') throw new Error('not on a server')",
        },
      ],
    })
    cpSync(throwing, path.join(folders, 'throws-on-server'), {
      recursive: true,
    })
    writeFileSync(
      configFile,
      JSON.stringify({ apiBase: API_URL, remotes: REMOTE_URLS }),
    )
    await Promise.all([blogHost.start(), shell.start()])
  })
  test.afterAll(async () => {
    await Promise.all([blogHost.stop(), shell.stop()])
    rmSync(workDir, { recursive: true, force: true })
  })

  for (const [folder, what] of [
    ['without-server', 'a remote deployed without its server build'],
    ['broken-server', 'a remote whose server build fails to load'],
    [
      'server-elsewhere',
      'a remote whose manifest names a server build on another origin',
    ],
    ['throws-on-server', 'a remote that throws while rendering on the server'],
  ] as const) {
    test(`${what}: the rest of the page is server-rendered, and the area renders in the browser`, async ({
      page,
      request,
    }) => {
      await useBlog(request, folder)
      const served = await fetchPage(request, `${shell.url}/news-and-insights`)
      expect(served.status).toBe(200)
      expect(served.renderedBy).toBe('server')
      expect(served.text('a')).toContain('About Us')
      expect(served.text('h1')).not.toContain('Latest Blogs')

      await page.goto(`${shell.url}/news-and-insights`)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Latest Blogs' }),
      ).toBeVisible()
      await expect(
        page.getByRole('main').getByRole('article').first(),
      ).toBeVisible()
    })
  }

  test('the working build is rendered on the server again once it is back', async ({
    request,
  }) => {
    await useBlog(request, 'throws-on-server')
    writeFileSync(
      configFile,
      JSON.stringify({ apiBase: API_URL, remotes: REMOTE_URLS }),
    )
    await expect
      .poll(async () =>
        (await fetchPage(request, `${shell.url}/news-and-insights`)).text('h1'),
      )
      .toContain('Latest Blogs')
  })
})

test.describe('@shell a render over its budget', () => {
  // Every render asks the API (no answer reused), which takes over 1 ms.
  const shell = shellServer({
    env: { SSR_BUDGET_MS: '1', SSR_DATA_TTL_MS: '0' },
  })
  test.beforeAll(() => shell.start())
  test.afterAll(() => shell.stop())

  test('sends the client-rendered page, which works as before', async ({
    page,
    request,
  }) => {
    // Paths not rendered before. (What a late render makes is still kept,
    // so the next request for that path is fast.)
    const served = await fetchPage(request, `${shell.url}/?visit=first`)
    expect(served.status).toBe(200)
    expect(served.renderedBy).toBe('browser')
    expect(served.data?.queries).toBeNull()
    expect(served.text('h1')).toEqual([])

    await page.goto(`${shell.url}/?visit=second`)
    await expect(
      page
        .getByRole('navigation', { name: 'Menu categories' })
        .getByRole('link', { name: 'Kebabs' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Add Adana Kebab' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Adana Kebab' }),
    ).toBeVisible()
  })
})
