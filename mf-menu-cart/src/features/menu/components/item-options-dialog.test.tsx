import { setAvoidedAllergens } from '@food/shared/store'
import { useTestApi } from '@food/shared/testing/server'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  basketButton,
  isAriaDisabled,
  openDish,
  renderKebabs,
  serveKebabs,
} from '../../../test/item-options'

// Registered before the test API, so it runs once the dialog is unmounted.
afterEach(() => setAvoidedAllergens([]))

const api = useTestApi({ per: 'test', serve: serveKebabs })

const option = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole<HTMLInputElement>(
    name === 'Regular' || name === 'Large' ? 'radio' : 'checkbox',
    { name: new RegExp(`^${name}`) },
  )

describe('ItemOptionsDialog', () => {
  it('opens from the Add button with the dish, its groups and their rules', async () => {
    const user = renderKebabs()

    const dialog = await openDish(user, 'Adana Kebab')

    const inDialog = within(dialog)
    expect(inDialog.getByRole('heading', { name: 'Adana Kebab' })).toBeTruthy()
    expect(
      inDialog.getByText('Adana Kebab, grilled over charcoal.'),
    ).toBeTruthy()
    const size = inDialog.getByRole('group', { name: 'Size Choose 1' })
    expect(within(size).getAllByRole('radio')).toHaveLength(2)
    const sauces = inDialog.getByRole('group', { name: 'Sauces Choose 1 to 2' })
    expect(within(sauces).getAllByRole('checkbox')).toHaveLength(3)
    expect(
      inDialog.getByRole('group', { name: 'Extras Choose up to 2' }),
    ).toBeTruthy()
    expect(option(dialog, 'Garlic mayo').labels?.[0]?.textContent).toBe(
      'Garlic mayo+£0.50',
    )
    expect(option(dialog, 'Chilli').labels?.[0]?.textContent).toBe('Chilli')
    expect(document.activeElement).toBe(option(dialog, 'Regular'))
    expect(document.body.style.overflow).toBe('hidden')
  })

  it('keeps Add to basket disabled until every required group is chosen', async () => {
    const user = renderKebabs()
    const dialog = await openDish(user, 'Adana Kebab')

    expect(isAriaDisabled(basketButton(dialog))).toBe(true)
    expect(
      within(dialog).getByText('Still to choose: Size, Sauces'),
    ).toBeTruthy()

    await user.click(basketButton(dialog))
    // Nothing is sent; the customer is taken to the first missing choice.
    expect(api().bodiesOf('POST /user/cart/add-bulk')).toEqual([])
    expect(document.activeElement).toBe(option(dialog, 'Regular'))

    await user.click(option(dialog, 'Large'))
    expect(within(dialog).getByText('Still to choose: Sauces')).toBeTruthy()
    await user.click(option(dialog, 'Garlic mayo'))

    expect(isAriaDisabled(basketButton(dialog))).toBe(false)
    expect(within(dialog).queryByText(/Still to choose/)).toBeNull()
  })

  it('disables the other checkboxes once a group has its maximum', async () => {
    const user = renderKebabs()
    const dialog = await openDish(user, 'Adana Kebab')

    await user.click(option(dialog, 'Cheese'))
    await user.click(option(dialog, 'Jalapeños'))

    expect(option(dialog, 'Halloumi').disabled).toBe(true)
    expect(option(dialog, 'Cheese').disabled).toBe(false)
    await user.click(option(dialog, 'Cheese'))
    expect(option(dialog, 'Halloumi').disabled).toBe(false)
  })

  it('shows an option sold out tonight, and it cannot be chosen', async () => {
    const user = renderKebabs()
    const dialog = await openDish(user, 'Adana Kebab')

    const bbq = option(dialog, 'BBQ')
    expect(bbq.disabled).toBe(true)
    expect(within(dialog).getByText('BBQ (sold out)')).toBeTruthy()
    expect(option(dialog, 'Chilli').disabled).toBe(false)
  })

  it('prices the dish, its add-ons and the quantity as they change', async () => {
    const user = renderKebabs()
    const dialog = await openDish(user, 'Adana Kebab')
    expect(within(dialog).getByText('£13.50').parentElement?.textContent).toBe(
      'Total £13.50',
    )

    await user.click(option(dialog, 'Large'))
    await user.click(option(dialog, 'Garlic mayo'))
    await user.click(option(dialog, 'Chilli'))
    await user.click(option(dialog, 'Cheese'))
    await user.click(
      within(dialog).getByRole('button', { name: 'Increase quantity' }),
    )
    await user.click(
      within(dialog).getByRole('button', { name: 'Increase quantity' }),
    )

    // (13.50 + 2.00 + 0.50 + 0 + 1.00) × 3
    const total = within(dialog).getByText('£51.00')
    expect(total.parentElement?.getAttribute('aria-live')).toBe('polite')
    expect(basketButton(dialog).textContent).toBe('Add to basket · £51.00')
    await user.click(option(dialog, 'Large'))
    await user.click(option(dialog, 'Regular'))
    expect(basketButton(dialog).textContent).toBe('Add to basket · £45.00')
  })

  it('keeps the quantity between 1 and 50 and announces it', async () => {
    const user = renderKebabs()
    const dialog = await openDish(user, 'Doner Box')
    const quantity = within(dialog).getByRole('group', { name: 'Quantity' })
    const value = within(quantity).getByRole('status')
    const decrease = within(quantity).getByRole('button', {
      name: 'Decrease quantity',
    })
    const increase = within(quantity).getByRole('button', {
      name: 'Increase quantity',
    })

    expect(value.textContent).toBe('1')
    expect(value.getAttribute('aria-live')).toBe('polite')
    expect(isAriaDisabled(decrease)).toBe(true)
    await user.click(decrease)
    expect(value.textContent).toBe('1')

    for (let step = 1; step < 50; step += 1) await user.click(increase)
    expect(value.textContent).toBe('50')
    expect(isAriaDisabled(increase)).toBe(true)
    await user.click(increase)

    expect(value.textContent).toBe('50')
    expect(basketButton(dialog).textContent).toBe('Add to basket · £550.00')
    await user.click(decrease)
    expect(value.textContent).toBe('49')
  })

  it('counts the instructions and stops them at 200 characters', async () => {
    const user = renderKebabs()
    const dialog = await openDish(user, 'Doner Box')
    const note = within(dialog).getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Special instructions (optional)',
    })

    await user.type(note, 'No onions')
    expect(within(dialog).getByText('9 / 200 characters')).toBeTruthy()
    expect(note.getAttribute('aria-describedby')).toBe(
      within(dialog).getByText('9 / 200 characters').id,
    )

    await user.clear(note)
    await user.click(note)
    await user.paste('x'.repeat(250))
    expect(note.value).toHaveLength(200)
    expect(within(dialog).getByText('200 / 200 characters')).toBeTruthy()
    expect(note.maxLength).toBe(200)
  })

  it('offers an optional single pick as radios with None, None chosen at first', async () => {
    const user = renderKebabs()
    const dialog = await openDish(user, 'Doner Box')
    const group = within(dialog).getByRole('group', { name: /Add a drink/ })
    const none = within(group).getByRole<HTMLInputElement>('radio', {
      name: 'None',
    })

    expect(group.textContent).toContain('Optional')
    expect(within(group).getAllByRole('radio')).toHaveLength(3)
    expect(none.checked).toBe(true)
    expect(document.activeElement).toBe(none)
    await user.click(within(group).getByRole('radio', { name: /^Coke/ }))
    expect(basketButton(dialog).textContent).toBe('Add to basket · £12.20')
    await user.click(none)
    expect(none.checked).toBe(true)
    expect(basketButton(dialog).textContent).toBe('Add to basket · £11.00')
  })

  it('shows the dish’s allergens and marks an add-on with one the customer avoids', async () => {
    setAvoidedAllergens(['milk'])
    const user = renderKebabs()
    const dialog = await openDish(user, 'Doner Box')
    const inDialog = within(dialog)

    expect(inDialog.getByText('Contains: milk, sesame')).toBeTruthy()
    expect(
      inDialog.getByText('This dish contains milk, which you chose to avoid.'),
    ).toBeTruthy()
    // The mark is part of the choice's name, so a screen reader hears it with it.
    expect(
      inDialog.getByRole('radio', {
        name: /^Ayran.*Contains milk, which you avoid/,
      }),
    ).toBeTruthy()
    expect(
      inDialog.getByRole('radio', { name: /^Coke/ }).closest('label')
        ?.textContent,
    ).not.toContain('Contains')
  })

  it('says when a dish lists no allergens', async () => {
    const user = renderKebabs()
    const dialog = await openDish(user, 'Adana Kebab')

    expect(within(dialog).getByText('No listed allergens')).toBeTruthy()
  })

  it('closes on Escape and gives the focus back to the Add button', async () => {
    const user = renderKebabs()
    await openDish(user, 'Adana Kebab')

    await user.keyboard('{Escape}')

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Add Adana Kebab' }),
    )
    expect(document.body.style.overflow).toBe('')
  })

  it('closes with its Close button and forgets the choices', async () => {
    const user = renderKebabs()
    let dialog = await openDish(user, 'Adana Kebab')
    await user.click(option(dialog, 'Large'))

    await user.click(within(dialog).getByRole('button', { name: 'Close' }))

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Add Adana Kebab' }),
    )
    dialog = await openDish(user, 'Adana Kebab')
    expect(option(dialog, 'Large').checked).toBe(false)
  })

  it('keeps Tab inside the dialog', async () => {
    const user = renderKebabs()
    const dialog = await openDish(user, 'Doner Box')
    const close = within(dialog).getByRole('button', { name: 'Close' })
    basketButton(dialog).focus()

    await user.tab()
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(basketButton(dialog))
  })
})
