import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { AppServer } from '../fixtures/app-server'
import { API_URL, PORTS, REMOTE_URLS } from '../fixtures/ports'
import { buildRemoteVariant } from '../fixtures/remote-variant'
import { expect, type Page, test } from '../fixtures/test'

const repoRoot = path.resolve(import.meta.dirname, '../..')
const workDir = mkdtempSync(path.join(tmpdir(), 'food-publish-'))
const configFile = path.join(workDir, 'runtime-config.json')
const publishRoot = path.join(workDir, 'remotes')
const remotesUrl = `http://localhost:${PORTS.publishedRemotes}`

// The blog team's host for published versions, and a shell that reads its runtime config from a file.
const remotesHost = AppServer.forFolder(publishRoot, PORTS.publishedRemotes)
const shell = new AppServer('shell', PORTS.spareShell, {
  RUNTIME_CONFIG_FILE: configFile,
})

const NEW_HEADING = 'Latest Blogs from our kitchen'

/** What the blog team runs: the repo's publish script (README, "Deploying one area"). */
function publishRemote(command: 'publish' | 'rollback', extra: string[] = []) {
  execFileSync(
    'pnpm',
    [
      '--silent',
      'publish-remote',
      command,
      'mf_blog',
      '--root',
      publishRoot,
      '--base-url',
      remotesUrl,
      '--config',
      configFile,
      ...extra,
    ],
    { cwd: repoRoot, stdio: 'pipe' },
  )
}

/**
 * The remote entries the page loads: the browser gets each manifest with the
 * page (the version the server rendered with), then loads that version's code.
 */
function remoteEntryRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) urls.push(request.url())
  })
  return urls
}

const entryOf = (manifestUrl: string) =>
  manifestUrl.replace('mf-manifest.json', 'remoteEntry.js')

async function expectBlogHeading(page: Page, name: string) {
  await expect(
    page.getByRole('heading', { level: 1, name, exact: true }),
  ).toBeVisible()
}

test.describe('@blog @shell @contract a remote ships alone', () => {
  test.describe.configure({ timeout: 90_000 })
  let newVersionDist = ''
  let otherMajorDist = ''

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    // The next release of the blog: a visible change, built the way `pnpm build` builds it.
    newVersionDist = buildRemoteVariant({
      app: 'mf-blog',
      name: 'blog-next',
      edits: [
        {
          file: 'src/features/blog-list/components/blog-list-page.tsx',
          from: 'Latest Blogs',
          to: NEW_HEADING,
        },
      ],
    })
    // A blog built against a new major of @food/shared that the live shell does not have.
    otherMajorDist = buildRemoteVariant({
      app: 'mf-blog',
      name: 'blog-shared-1',
      sharedVersion: '1.0.0',
    })
    writeFileSync(
      configFile,
      JSON.stringify({
        apiBase: API_URL,
        remotes: REMOTE_URLS,
        remoteTimeoutMs: 10_000,
      }),
    )
    publishRemote('publish', [
      '--version',
      '1',
      '--dist',
      path.join(repoRoot, 'mf-blog/dist'),
    ])
    await Promise.all([remotesHost.start(), shell.start()])
  })
  test.afterAll(async () => Promise.all([remotesHost.stop(), shell.stop()]))

  test('a new version is published and goes live on reload; the other areas are untouched; rollback restores it', async ({
    page,
  }) => {
    const entries = remoteEntryRequests(page)
    await page.goto(`${shell.url}/news-and-insights`)
    await expectBlogHeading(page, 'Latest Blogs')
    expect(entries).toContain(`${remotesUrl}/mf_blog/1/remoteEntry.js`)

    const publishedAt = Date.now()
    publishRemote('publish', ['--version', '2', '--dist', newVersionDist])
    const switchedAt = Date.now()
    const publishTook = switchedAt - publishedAt

    // The open page keeps the version it loaded: no half-old, half-new area mid-visit.
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'About Us' })
      .click()
    await page.goBack()
    await expectBlogHeading(page, 'Latest Blogs')

    // The render server takes the new version without a restart: a load
    // within seconds gets it, rendered on the server (in the HTML itself).
    await expect(async () => {
      const html = await (
        await page.request.get(`${shell.url}/news-and-insights`)
      ).text()
      expect(html).toContain(NEW_HEADING)
    }).toPass({ timeout: 5_000, intervals: [100] })
    const serverLiveAfter = Date.now() - switchedAt
    entries.length = 0
    await page.reload()
    await expectBlogHeading(page, NEW_HEADING)
    test.info().annotations.push({
      type: 'publish to live',
      description: `publish command ${publishTook} ms; switch to the new version in the server's HTML ${serverLiveAfter} ms`,
    })
    console.log(
      `publish command ${publishTook} ms, switch → new version in the server's HTML ${serverLiveAfter} ms`,
    )
    expect(entries).toContain(`${remotesUrl}/mf_blog/2/remoteEntry.js`)

    // The other areas load exactly what they loaded before.
    await page.goto(`${shell.url}/`)
    await expect(
      page
        .getByRole('navigation', { name: 'Menu categories' })
        .getByRole('link', { name: 'Kebabs' }),
    ).toBeVisible()
    expect(entries).toContain(entryOf(REMOTE_URLS.mf_menu_cart))
    // The account's code loads once Login is reached (ADR 047).
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Login' })
      .hover()
    await expect.poll(() => entries).toContain(entryOf(REMOTE_URLS.mf_account))
    expect(entries.filter((url) => url.includes('/mf_blog/1/'))).toEqual([])

    publishRemote('rollback')
    await expect(async () => {
      await page.goto(`${shell.url}/news-and-insights`)
      await expectBlogHeading(page, 'Latest Blogs')
    }).toPass({ timeout: 5_000 })
    await expect(page.getByRole('heading', { name: NEW_HEADING })).toHaveCount(
      0,
    )
  })

  test('a version built against another major of a shared singleton shows its fallback and says why in the console', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    publishRemote('publish', [
      '--version',
      'shared-1',
      '--dist',
      otherMajorDist,
    ])
    try {
      await page.goto(`${shell.url}/news-and-insights`)
      const fallback = page
        .getByRole('alert')
        .filter({ hasText: 'could not be loaded' })
      await expect(fallback).toContainText('News & Insights', {
        timeout: 15_000,
      })
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toContainText(
        'Privacy Policy',
      )
      expect(errors.join('\n')).toMatch(
        /Remote mf_blog was built against @food\/shared\/\S+ \^1\.0\.0, but this page runs @food\/shared\/\S+ 0\.1\.0/,
      )

      // The rest of the site carries on.
      await page
        .getByRole('banner')
        .getByRole('link', { name: 'About Us' })
        .click()
      await expect(
        page.getByRole('heading', { level: 1, name: 'About us' }),
      ).toBeVisible()
    } finally {
      publishRemote('rollback')
    }
    await expect(async () => {
      await page.goto(`${shell.url}/news-and-insights`)
      await expectBlogHeading(page, 'Latest Blogs')
    }).toPass({ timeout: 5_000 })
  })
})
