import type { APIRequestContext } from '@playwright/test'
import {
  type Customer,
  logInAs,
  logInOnAnotherDevice,
  registerCustomer,
} from '../fixtures/customer'
import { API_URL } from '../fixtures/ports'
import { expect, type Page, test } from '../fixtures/test'

/** What the API answers the token now: 200 while signed in, 401 once signed out. */
async function profileStatus(request: APIRequestContext, token: string) {
  const response = await request.get(`${API_URL}/user/get-profile`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return response.status()
}

const loginButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Login' })

async function openProfile(page: Page, customer: Customer) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: customer.name })
    .click()
  return page.getByRole('dialog', { name: customer.name })
}

test.describe('@account signing out ends the session on the server', () => {
  test('Sign out in the profile drawer: the token the browser held gets 401 from the API', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer('Niamh Quinn')
    await logInAs(page, customer)
    await page.goto('/')
    const profile = await openProfile(page, customer)
    expect(await profileStatus(request, customer.token)).toBe(200)

    await profile.getByRole('button', { name: 'Sign out', exact: true }).click()

    await expect(loginButton(page)).toBeVisible()
    expect(await profileStatus(request, customer.token)).toBe(401)
    await page.reload()
    await expect(loginButton(page)).toBeVisible()
  })

  test('Sign out in the phone menu ends the session too', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer('Pádraig Burke')
    await logInAs(page, customer)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const signedOut = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/user/logout') &&
        response.request().method() === 'POST',
    )

    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Sign out', exact: true })
      .click()

    expect((await signedOut).status()).toBe(200)
    expect(await profileStatus(request, customer.token)).toBe(401)
  })

  test('Sign out everywhere on one browser signs the other out: its next call is 401, and a reload shows it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000)
    const customer = await registerCustomer('Oisín Kelly')
    // The number was texted at sign-up; a second text (the phone's login) is allowed 30 s later.
    await page.waitForTimeout(31_000)
    const phoneToken = await logInOnAnotherDevice(request, customer)
    const phoneContext = await browser.newContext()
    try {
      const phone = await phoneContext.newPage()
      await logInAs(phone, { ...customer, token: phoneToken })
      await phone.goto('/')
      await expect(
        phone.getByRole('banner').getByRole('button', { name: customer.name }),
      ).toBeVisible()

      await logInAs(page, customer)
      await page.goto('/')
      const profile = await openProfile(page, customer)
      await profile.getByRole('button', { name: 'Sign out everywhere' }).click()

      await expect(page.getByText('Signed out on 2 devices.')).toBeVisible()
      await expect(loginButton(page)).toBeVisible()
      expect(await profileStatus(request, phoneToken)).toBe(401)
      expect(await profileStatus(request, customer.token)).toBe(401)
      await phone.reload()
      await expect(loginButton(phone)).toBeVisible()
    } finally {
      await phoneContext.close()
    }
  })
})
