import type { VerifyOtpReply } from '@food/shared/wire'
import {
  clientAddress,
  freshMobile,
  latestCode,
  logInAs,
} from '../fixtures/customer'
import { API_URL } from '../fixtures/ports'
import { expect, test } from '../fixtures/test'

// Rendering alone must keep these inert, so the page's Content-Security-Policy (which
// would also block them) is switched off here: this proves the escaping, not the CSP.
test.use({ bypassCSP: true })

const NAME = '<img src=x onerror=alert("name")>'
// Address fields are limited to 30 characters.
const ADDRESS_LINE = '<img src=x onerror=alert(1)>'
const CITY = '<script>alert(2)</script>'
const FLAT = '<svg onload=alert("flat")>'
const INSTRUCTIONS =
  '<script>alert("note")</script><b onmouseover=alert(3)>hover</b>'

test.describe('@account @menu-cart what customers type is shown as text, never run', () => {
  test('a name, an address and dish instructions made of markup appear as typed, and nothing runs', async ({
    page,
    request,
  }) => {
    const dialogs: string[] = []
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message())
      await dialog.dismiss()
    })

    const mobile = freshMobile()
    const signup = await request.post(`${API_URL}/user/signup`, {
      headers: clientAddress(),
      data: { name: NAME, email: 'markup@example.co.uk', mobile },
    })
    expect(signup.status(), await signup.text()).toBe(201)
    const verified = await request.post(`${API_URL}/user/verify-otp`, {
      data: { mobile, otp: await latestCode(mobile) },
    })
    const { data: token } = (await verified.json()) as VerifyOtpReply
    const auth = { authorization: `Bearer ${token}` }
    const address = await request.post(`${API_URL}/user/address/add`, {
      headers: auth,
      data: {
        name: NAME.slice(0, 30),
        addressLine1: ADDRESS_LINE,
        addressLine2: FLAT,
        city: CITY,
        postcode: 'BT9 6DW',
        Phone: '07911123456',
        label: 'home',
      },
    })
    expect(address.status(), await address.text()).toBe(201)
    const added = await request.post(`${API_URL}/user/cart/add-bulk`, {
      headers: auth,
      data: [
        {
          menu_item_id: 'item-adana-kebab',
          quantity: 1,
          instructions: INSTRUCTIONS,
          addons: [],
        },
      ],
    })
    expect(added.status(), await added.text()).toBe(200)

    await logInAs(page, { mobile, name: NAME, token })
    await page.goto('/checkout')
    const main = page.getByRole('main')
    await expect(main).toContainText(INSTRUCTIONS)
    await expect(main).toContainText(ADDRESS_LINE)
    await expect(main).toContainText(FLAT)
    await page.getByText('hover', { exact: false }).first().hover()

    await page.getByRole('banner').getByRole('button', { name: NAME }).click()
    const drawer = page.getByRole('dialog', { name: NAME })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('tab', { name: 'Address' }).click()
    await expect(drawer).toContainText(ADDRESS_LINE)
    await expect(drawer).toContainText(CITY)
    await expect(drawer).toContainText(FLAT)

    // None of it became an element: no injected image or script exists in the page.
    const injected = await page.evaluate(
      () =>
        document.querySelectorAll('img[src="x"], img[onerror], b[onmouseover]')
          .length +
        Array.from(document.scripts).filter(
          // Data blocks (JSON-LD, the page's data) never run; their text may
          // quote anything, e.g. a post about website safety.
          (script) =>
            (!script.type || script.type === 'module') &&
            script.text.includes('alert'),
        ).length,
    )
    expect(injected).toBe(0)
    expect(dialogs).toEqual([])
  })
})
