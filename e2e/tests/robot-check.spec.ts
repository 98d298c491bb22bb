import { clientAddress, freshMobile, latestCode } from '../fixtures/customer'
import { enterCode } from '../fixtures/forms'
import { API_URL } from '../fixtures/ports'
import { expect, test } from '../fixtures/test'

// Behind one address (a hall of residence, a mobile network's NAT), codes that are entered
// cost nothing; ten that never were make the next one wait for a proof of work, which the
// customer's browser solves with the real ALTCHA widget under the site's CSP.
test.describe('@account the robot check', () => {
  test('after ten codes nobody entered from one address, the next sign-up there solves the check and gets in', async ({
    page,
    request,
  }) => {
    const address = clientAddress()
    for (let i = 0; i < 10; i++) {
      const sent = await request.post(`${API_URL}/user/signup`, {
        headers: address,
        data: {
          name: 'Never Entered',
          email: 'x@example.co.uk',
          mobile: freshMobile(),
        },
      })
      expect(sent.status(), await sent.text()).toBe(201)
    }
    await page.route(/\/api\/user\/(signup|login)$/, (route) =>
      route.continue({ headers: { ...route.request().headers(), ...address } }),
    )

    const mobile = freshMobile()
    await page.goto('/')
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Login' })
      .click()
    const drawer = page.getByRole('dialog', { name: 'Log in' })
    await drawer.getByLabel(/Mobile number/).fill(mobile)
    await drawer.getByRole('button', { name: 'Send code' }).click()
    const signup = page.getByRole('dialog', { name: 'Sign up' })
    await expect(signup).toBeVisible({ timeout: 5000 })
    await signup.getByLabel('Full name').fill('Róisín Devlin')
    await signup.getByLabel('Email').fill('roisin@example.co.uk')
    await signup.getByRole('button', { name: 'Send code' }).click()

    const check = page.getByRole('region', { name: 'Robot check' })
    await expect(check).toContainText(
      "Please confirm you're not a robot to get another code.",
    )
    // The square a customer taps is drawn: the CSS build's light-dark() fallback needs the
    // colour scheme declared, or the checkbox has no border and shows nothing.
    const square = check.locator('input[type="checkbox"]')
    await expect(square).toHaveCSS('border-top-style', 'solid')
    await expect(square).toHaveCSS('border-top-width', '1px')
    // What a customer taps: the words of the widget's label.
    await check.getByText("I'm not a robot", { exact: true }).click()
    await expect(page.getByText('OTP Sent!')).toBeVisible({ timeout: 15_000 })
    const verify = page.getByRole('dialog', { name: 'Verify OTP' })
    await enterCode(verify, await latestCode(mobile))
    await verify.getByRole('button', { name: 'Verify' }).click()
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Róisín Devlin' }),
    ).toBeVisible()
  })
})
