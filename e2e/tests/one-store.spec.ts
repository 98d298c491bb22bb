import { expect, test } from '../fixtures/test'

test.describe('@shell @account one store in the page', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the shell’s mobile menu opens the account remote’s login drawer through the shared store', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: 'About Us' })).toBeVisible()
    await menu.getByRole('button', { name: 'Login' }).click()

    // The drawer belongs to mf-account; only one shared store connects the two.
    const drawer = page
      .getByRole('dialog')
      .filter({ has: page.getByLabel(/mobile number/i) })
    await expect(drawer).toBeVisible()
    await expect(menu).toBeHidden()
  })

  test('every app uses the same copy of the shared store and of React', async ({
    page,
  }) => {
    await page.goto('/news-and-insights')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Latest Blogs' }),
    ).toBeVisible()
    // The federation runtime records which copy of each shared module is
    // loaded, who provided it and who uses it.
    const readCopies = () =>
      page.evaluate(() => {
        type Entry = { loaded?: boolean; from: string; useIn: string[] }
        type Scopes = Record<string, Record<string, Record<string, Entry>>>
        const { __SHARE__ } = (
          globalThis as unknown as {
            __FEDERATION__: { __SHARE__: Record<string, Scopes> }
          }
        ).__FEDERATION__
        const summarise = (pkg: string) => {
          const loaded = Object.values(__SHARE__).flatMap((scopes) =>
            Object.values(scopes).flatMap((scope) =>
              Object.entries(scope[pkg] ?? {})
                .filter(([, entry]) => entry.loaded)
                .map(([version, entry]) => ({
                  copy: `${version} from ${entry.from}`,
                  useIn: entry.useIn,
                })),
            ),
          )
          return {
            copies: [...new Set(loaded.map((entry) => entry.copy))],
            usedBy: [...new Set(loaded.flatMap((entry) => entry.useIn))].sort(),
          }
        }
        return {
          store: summarise('@food/shared/store'),
          query: summarise('@food/shared/query'),
          api: summarise('@food/shared/api'),
          react: summarise('react'),
        }
      })
    // Opening the phone menu loads the account's drawers (mf_account, ADR 047);
    // the blog reads its posts through the page's one QueryClient.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect
      .poll(async () => (await readCopies()).store.usedBy)
      .toEqual(expect.arrayContaining(['shell', 'mf_account']))
    await expect
      .poll(async () => (await readCopies()).query.usedBy)
      .toEqual(expect.arrayContaining(['shell', 'mf_blog']))
    const copies = await readCopies()
    for (const shared of [
      copies.store,
      copies.query,
      copies.api,
      copies.react,
    ]) {
      expect(shared.copies).toHaveLength(1)
      expect(shared.copies[0]).toMatch(/from shell$/)
    }
  })
})
