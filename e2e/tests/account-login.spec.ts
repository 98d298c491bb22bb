import {
  freshMobile,
  latestCode,
  logInAs,
  placeOrderByApi,
  registerCustomer,
} from '../fixtures/customer'
import { enterCode } from '../fixtures/forms'
import { API_URL } from '../fixtures/ports'
import { expect, test } from '../fixtures/test'

test.describe('@account sign-up and login by one-time code', () => {
  test('a new customer is sent to sign-up, verifies the texted code, sees their profile and signs out', async ({
    page,
  }) => {
    const mobile = freshMobile()
    await page.goto('/')
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Login' })
      .click()
    const drawer = page.getByRole('dialog', { name: 'Log in' })
    await drawer.getByLabel(/Mobile number/).fill(mobile)
    await drawer.getByRole('button', { name: 'Send code' }).click()

    // Unknown number: said beside the field, then SPEC's Error popup, then sign-up.
    await expect(
      drawer.getByLabel(/Mobile number/),
    ).toHaveAccessibleDescription(/not registered/)
    await expect(
      page.getByRole('alert', { name: 'Error' }).filter({
        hasText: /not registered/,
      }),
    ).toBeVisible({ timeout: 5000 })
    const signup = page.getByRole('dialog', { name: 'Sign up' })
    await expect(signup).toBeVisible({ timeout: 5000 })
    await expect(signup.getByLabel(/Mobile number/)).toHaveValue(mobile)
    await signup.getByLabel('Full name').fill('Aoife Kelly')
    await signup.getByLabel('Email').fill('aoife@example.co.uk')
    await signup.getByRole('button', { name: 'Send code' }).click()

    await expect(page.getByText('OTP Sent!')).toBeVisible()
    const verify = page.getByRole('dialog', { name: 'Verify OTP' })
    const code = await latestCode(mobile)
    await enterCode(verify, code)
    await verify.getByRole('button', { name: 'Verify' }).click()

    await expect(verify).toBeHidden()
    const account = page
      .getByRole('banner')
      .getByRole('button', { name: 'Aoife Kelly' })
    await expect(account).toBeVisible()

    // The session survives a reload: the token is kept and the profile fetched.
    await page.reload()
    await account.click()
    const profile = page.getByRole('dialog', { name: 'Aoife Kelly' })
    await expect(profile).toContainText('aoife@example.co.uk')
    await expect(profile).toContainText(mobile.slice(1))
    await profile.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Login' }),
    ).toBeVisible()
  })

  test('on the /login page a wrong code clears the boxes and says why', async ({
    page,
  }) => {
    const mobile = freshMobile()
    await page.goto('/login')
    await page.getByRole('button', { name: 'Create an account' }).click()
    await page.getByLabel('Full name').fill('Ciaran Byrne')
    await page.getByLabel('Email').fill('ciaran@example.co.uk')
    await page.getByLabel(/Mobile number/).fill(mobile)
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect(page.getByText('OTP Sent!')).toBeVisible()

    const code = await latestCode(mobile)
    const wrong = code === '0000' ? '1111' : '0000'
    for (const [index, digit] of [...wrong].entries()) {
      await page.getByLabel(`Digit ${index + 1} of 4`).fill(digit)
    }
    await page.getByRole('button', { name: 'Verify' }).click()
    const first = page.getByLabel('Digit 1 of 4')
    await expect(first).toHaveAccessibleDescription(
      /^Invalid OTP! .*attempts left/,
    )
    await expect(page.getByText(/attempts left/)).toBeVisible()
    await expect(first).toHaveValue('')
    await expect(first).toBeFocused()
  })
})

test.describe('@account an existing customer', () => {
  test('logs in with the texted code after an incomplete one is refused, and logout clears everything', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const customer = await registerCustomer('Declan Walsh')
    const order = await placeOrderByApi(request, customer)
    // The number was texted at sign-up; a second text is allowed 30 s later.
    await page.waitForTimeout(31_000)

    await page.goto(`/?order_id=${order.order_id}`)
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Login' })
      .click()
    const drawer = page.getByRole('dialog', { name: 'Log in' })
    await drawer.getByLabel(/Mobile number/).fill(customer.mobile)
    await drawer.getByRole('button', { name: 'Send code' }).click()
    const verify = page.getByRole('dialog', { name: 'Verify OTP' })
    const code = await latestCode(customer.mobile)

    for (const [index, digit] of [...code.slice(0, 3)].entries()) {
      await verify.getByLabel(`Digit ${index + 1} of 4`).fill(digit)
    }
    await verify.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText('Please enter the full OTP.')).toBeVisible()
    // The focus is on the empty box: the last digit is typed straight in.
    await expect(verify.getByLabel('Digit 4 of 4')).toBeFocused()
    await page.keyboard.type(code.charAt(3))
    await expect(page.getByText('Please enter the full OTP.')).toBeHidden()
    await verify.getByRole('button', { name: 'Verify' }).click()
    await expect(verify).toBeHidden()

    // Logged in: the name, and the server basket refilled for the next order.
    const account = page
      .getByRole('banner')
      .getByRole('button', { name: 'Declan Walsh' })
    await expect(account).toBeVisible()
    await request.post(`${API_URL}/user/cart/add-bulk`, {
      headers: { authorization: `Bearer ${customer.token}` },
      data: [
        {
          menu_item_id: 'item-water',
          quantity: 2,
          instructions: '',
          addons: [],
        },
      ],
    })
    await page.goto(`/?order_id=${order.order_id}`)
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Basket, 2 items' }),
    ).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Order tracking' }),
    ).toBeVisible()

    await account.click()
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Basket, 0 items' }),
    ).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Order tracking' }),
    ).toBeHidden()
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('food:token'),
      order: localStorage.getItem('food:latest-order'),
    }))
    expect(stored).toEqual({ token: null, order: null })
  })

  test('on a phone the full-screen menu offers View Profile and Sign out', async ({
    page,
  }) => {
    const customer = await registerCustomer('Róisín Doyle')
    await logInAs(page, customer)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    const openMenu = page.getByRole('button', { name: 'Open menu' })
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await openMenu.click()
    await menu.getByRole('button', { name: 'View Profile' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Róisín Doyle' }),
    ).toBeVisible()
    await page
      .getByRole('dialog', { name: 'Róisín Doyle' })
      .getByRole('button', { name: 'Close' })
      .click()
    await page.getByRole('button', { name: /menu/i }).first().click()
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await page.getByRole('button', { name: /menu/i }).first().click()
    await expect(
      page.getByRole('button', { name: 'Login' }).last(),
    ).toBeVisible()
  })
})
