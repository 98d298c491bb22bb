import { expect, test } from '@playwright/test'
import { freshMobile, latestCode } from '../fixtures/customer'

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

    // Unknown number: the error popup, then the drawer switches to sign-up.
    await expect(page.getByText(/not registered/)).toBeVisible({
      timeout: 5000,
    })
    const signup = page.getByRole('dialog', { name: 'Sign up' })
    await expect(signup).toBeVisible({ timeout: 5000 })
    await expect(signup.getByLabel(/Mobile number/)).toHaveValue(mobile)
    await signup.getByLabel('Full name').fill('Aoife Kelly')
    await signup.getByLabel('Email').fill('aoife@example.co.uk')
    await signup.getByRole('button', { name: 'Send code' }).click()

    await expect(page.getByText('OTP Sent!')).toBeVisible()
    const verify = page.getByRole('dialog', { name: 'Verify OTP' })
    const code = await latestCode(page.request, mobile)
    for (const [index, digit] of [...code].entries()) {
      await verify.getByLabel(`Digit ${index + 1} of 4`).fill(digit)
    }
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
    await profile.getByRole('button', { name: 'Sign-out' }).click()
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

    const code = await latestCode(page.request, mobile)
    const wrong = code === '0000' ? '1111' : '0000'
    for (const [index, digit] of [...wrong].entries()) {
      await page.getByLabel(`Digit ${index + 1} of 4`).fill(digit)
    }
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText('Invalid OTP!')).toBeVisible()
    await expect(page.getByText(/attempts left/)).toBeVisible()
    await expect(page.getByLabel('Digit 1 of 4')).toHaveValue('')
  })
})
