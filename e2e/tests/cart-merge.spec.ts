import { freshMobile, latestCode } from '../fixtures/customer'
import { enterCode } from '../fixtures/forms'
import { API_URL } from '../fixtures/ports'
import { expect, test } from '../fixtures/test'

test.describe('@account @menu-cart the guest basket joins the account at login', () => {
  test('a guest’s basket moves to the server, with the discount, and leaves the browser', async ({
    page,
    request,
  }) => {
    const mobile = freshMobile()
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Menu categories' })
      .getByRole('link', { name: 'Kebabs' })
      .click()
    await page.getByRole('button', { name: 'Add Adana Kebab' }).click()
    const dialog = page.getByRole('dialog', { name: 'Adana Kebab' })
    await dialog.getByRole('checkbox', { name: /Garlic mayo/ }).check()
    await dialog.getByRole('button', { name: 'Increase quantity' }).click()
    await dialog.getByRole('button', { name: /Add to basket/ }).click()
    const bar = page.getByRole('region', { name: 'Your basket' })
    await expect(bar).toContainText('Login to access discounts and rewards!')

    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Login' })
      .click()
    await page.getByRole('button', { name: 'Create an account' }).click()
    const signup = page.getByRole('dialog', { name: 'Sign up' })
    await signup.getByLabel('Full name').fill('Ciara Byrne')
    await signup.getByLabel('Email').fill('ciara@example.co.uk')
    await signup.getByLabel(/Mobile number/).fill(mobile)
    await signup.getByRole('button', { name: 'Send code' }).click()
    const verify = page.getByRole('dialog', { name: 'Verify OTP' })
    await expect(verify).toBeVisible()
    const code = await latestCode(mobile)
    await enterCode(verify, code)
    await verify.getByRole('button', { name: 'Verify' }).click()
    await expect(verify).toBeHidden()

    // 2 × £13.95 = £27.90; 10% off saves £2.79.
    await expect(bar).toContainText('You saved £2.79 with 10% off!')
    await expect(bar).toContainText('£25.11')
    await expect(bar.locator('s')).toContainText('£27.90')
    const guestCart = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('food:cart') ?? '[]'),
    )
    expect(guestCart).toEqual([])

    const token = await page.evaluate(() => localStorage.getItem('food:token'))
    const cart = await request.get(`${API_URL}/user/cart/get`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const body = (await cart.json()) as {
      data: { menu_item_id: string; qty: number; addons: { name: string }[] }[]
    }
    expect(body.data).toEqual([
      expect.objectContaining({
        menu_item_id: 'item-adana-kebab',
        qty: 2,
        addons: [expect.objectContaining({ name: 'Garlic mayo' })],
      }),
    ])
  })
})
