import { expectConsole } from '@food/shared/testing/server'
import type { EditableAddonGroup } from '@food/shared/types'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  catalogueReply,
  descriptionOf,
  editableMenu,
  refusal,
  SAUCES,
  savedReply,
} from '../../../test/editable-menu'
import {
  renderKitchen,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

async function openEditor() {
  signedInWith(api(), [])
  api().on('GET /staff/catalogue', catalogueReply(editableMenu()))
  const user = renderKitchen('/kitchen/menu-editor')
  await screen.findByRole('heading', { name: 'Add-on groups' })
  return user
}

const groups = () => screen.getByRole('list', { name: 'Add-on groups' })
const card = (name: string) =>
  within(groups()).getByRole('heading', { name }).parentElement as HTMLElement
const option = (dialog: HTMLElement, n: number) =>
  within(dialog).getByRole('group', { name: `Option ${n}` })
const input = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(label) as HTMLInputElement

describe('MenuEditorPage: add-on groups', () => {
  it('sums up each rule and says how many dishes use the group', async () => {
    await openEditor()
    expect(card('Kebab sauces').textContent).toContain(
      'Up to 3 · Used by 7 dishes',
    )
    expect(card('Kebab sauces').textContent).toContain(
      'Garlic mayo, Chilli, Smoky BBQ (+£0.50)',
    )
    expect(card('Meal drink').textContent).toContain(
      'Pick 1 (required) · Used by 1 dish',
    )
    expect(card('Extra bread').textContent).toContain(
      'Pick 1 if you like · Not used by any dish yet',
    )
  })

  it('creates a group with a required rule and its options', async () => {
    const user = await openEditor()
    await user.click(screen.getByRole('button', { name: 'Add a group' }))
    const dialog = screen.getByRole('dialog', { name: 'New add-on group' })
    expect(document.activeElement).toBe(input(dialog, 'Group name'))
    await user.type(input(dialog, 'Group name'), 'Dips')
    await user.click(
      within(dialog).getByRole('radio', { name: 'Required: exactly 1' }),
    )
    expect(
      within(dialog).getByText(/Customers see “Pick 1 \(required\)”/)
        .textContent,
    ).toContain('Customers must pick exactly 1 (minimum 1, maximum 1).')
    await user.type(input(option(dialog, 1), 'Name'), 'Hummus')
    await user.clear(input(option(dialog, 1), 'Price (£)'))
    await user.type(input(option(dialog, 1), 'Price (£)'), '1.50')
    await user.click(
      within(dialog).getByRole('button', { name: 'Add an option' }),
    )
    expect(document.activeElement).toBe(input(option(dialog, 2), 'Name'))
    await user.type(input(option(dialog, 2), 'Name'), 'Cacık')
    await user.clear(input(option(dialog, 2), 'Price (£)'))
    await user.type(input(option(dialog, 2), 'Price (£)'), '1.2')
    const cacik = option(dialog, 2)
    await user.click(within(cacik).getByText('Allergens: none'))
    await user.click(within(cacik).getByRole('checkbox', { name: 'Milk' }))
    expect(within(cacik).getByText('Allergens: Milk')).toBeTruthy()
    // Cacık first: customers see the options in this order.
    await user.click(
      within(option(dialog, 2)).getByRole('button', { name: 'Move up' }),
    )
    expect(input(option(dialog, 1), 'Name').value).toBe('Cacık')

    const dips: EditableAddonGroup = {
      id: 'addon-dips',
      name: 'Dips',
      min: 1,
      max: 1,
      options: [
        {
          id: 'addon-dips-cacik',
          name: 'Cacık',
          price: 120,
          soldOut: false,
          allergens: ['milk'],
        },
        {
          id: 'addon-dips-hummus',
          name: 'Hummus',
          price: 150,
          soldOut: false,
          allergens: [],
        },
      ],
      usedBy: 0,
      version: 1,
    }
    api().on(
      'POST /staff/catalogue/addon-groups',
      savedReply('Dips added.', dips, 201),
    )
    api().on(
      'GET /staff/catalogue',
      catalogueReply({
        ...editableMenu(),
        addonGroups: [...editableMenu().addonGroups, dips],
      }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Add group' }))
    expect(await screen.findByText('Dips added.')).toBeTruthy()
    expect(api().bodiesOf('POST /staff/catalogue/addon-groups')).toEqual([
      {
        name: 'Dips',
        min: 1,
        max: 1,
        options: [
          { name: 'Cacık', price: 120, allergens: ['milk'] },
          { name: 'Hummus', price: 150, allergens: [] },
        ],
      },
    ])
    expect(card('Dips').textContent).toContain('Pick 1 (required)')
  })

  it('maps the between rule to min and max, and checks it against the options', async () => {
    const user = await openEditor()
    await user.click(
      within(card('Kebab sauces')).getByRole('button', { name: 'Edit' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Edit Kebab sauces' })
    expect(dialog.textContent).toContain(
      'Used by 7 dishes: a change here changes all of them.',
    )
    expect(
      (
        within(dialog).getByRole('radio', {
          name: 'Optional: up to a number',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true)
    expect(input(dialog, 'Maximum').value).toBe('3')
    await user.click(
      within(dialog).getByRole('radio', {
        name: 'Required: between a minimum and a maximum',
      }),
    )
    await user.clear(input(dialog, 'Minimum'))
    await user.type(input(dialog, 'Minimum'), '1')
    await user.clear(input(dialog, 'Maximum'))
    await user.type(input(dialog, 'Maximum'), '4')
    await user.click(within(dialog).getByRole('button', { name: 'Save group' }))
    expect(descriptionOf(input(dialog, 'Maximum'))).toContain(
      'A customer must be able to pick at least 1 option, and no more than the group has.',
    )
    expect(
      api().bodiesOf('PUT /staff/catalogue/addon-groups/addon-kebab-sauce'),
    ).toEqual([])

    await user.clear(input(dialog, 'Maximum'))
    await user.type(input(dialog, 'Maximum'), '2')
    api().on(
      'PUT /staff/catalogue/addon-groups/addon-kebab-sauce',
      savedReply('Kebab sauces saved.', {
        ...SAUCES,
        min: 1,
        max: 2,
        version: 2,
      }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save group' }))
    expect(await screen.findByText('Kebab sauces saved.')).toBeTruthy()
    expect(
      api().bodiesOf('PUT /staff/catalogue/addon-groups/addon-kebab-sauce'),
    ).toEqual([
      {
        name: 'Kebab sauces',
        min: 1,
        max: 2,
        options: [
          {
            id: 'sauce-garlic',
            name: 'Garlic mayo',
            price: 0,
            allergens: ['eggs'],
          },
          { id: 'sauce-chilli', name: 'Chilli', price: 0, allergens: [] },
          { id: 'sauce-bbq', name: 'Smoky BBQ', price: 50, allergens: [] },
        ],
        version: 1,
      },
    ])
  })

  it('leaves a removed option out of the save, and shows a refused option price by its row', async () => {
    expectConsole('error', /addon-kebab-sauce 400/)
    const user = await openEditor()
    await user.click(
      within(card('Kebab sauces')).getByRole('button', { name: 'Edit' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Edit Kebab sauces' })
    await user.click(
      within(option(dialog, 2)).getByRole('button', { name: 'Remove' }),
    )
    // The row below takes its place, and the focus.
    expect(input(option(dialog, 2), 'Name').value).toBe('Smoky BBQ')
    expect(document.activeElement).toBe(input(option(dialog, 2), 'Name'))
    await user.clear(input(option(dialog, 2), 'Price (£)'))
    await user.type(input(option(dialog, 2), 'Price (£)'), '0.75')
    // Up to 3 of 2 options is checked here first, as the API would refuse it.
    await user.click(within(dialog).getByRole('button', { name: 'Save group' }))
    expect(descriptionOf(input(dialog, 'Maximum'))).toContain(
      'no more than the group has.',
    )
    await user.clear(input(dialog, 'Maximum'))
    await user.type(input(dialog, 'Maximum'), '2')
    api().on(
      'PUT /staff/catalogue/addon-groups/addon-kebab-sauce',
      refusal(
        400,
        'VALIDATION_ERROR',
        'options.1.price: Option prices must be between £0.00 and £0.60.',
      ),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save group' }))
    const price = input(option(dialog, 2), 'Price (£)')
    await waitFor(() =>
      expect(descriptionOf(price)).toContain(
        'Option prices must be between £0.00 and £0.60.',
      ),
    )
    expect(price.value).toBe('0.75')
    expect(
      api().bodiesOf('PUT /staff/catalogue/addon-groups/addon-kebab-sauce'),
    ).toMatchObject([
      {
        options: [
          { id: 'sauce-garlic', name: 'Garlic mayo', price: 0 },
          { id: 'sauce-bbq', name: 'Smoky BBQ', price: 75 },
        ],
      },
    ])
  })

  it('shows each option’s allergens in one line, changes them behind it, and shows a refusal of them opened', async () => {
    expectConsole('error', /addon-kebab-sauce 400/)
    const user = await openEditor()
    await user.click(
      within(card('Kebab sauces')).getByRole('button', { name: 'Edit' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Edit Kebab sauces' })
    const garlic = option(dialog, 1)
    const summary = within(garlic).getByText('Allergens: Eggs')
    expect(summary.closest('details')?.open).toBe(false)
    expect(within(option(dialog, 2)).getByText('Allergens: none')).toBeTruthy()
    await user.click(summary)
    expect(summary.closest('details')?.open).toBe(true)
    const tick = (name: string) =>
      within(garlic).getByRole('checkbox', { name }) as HTMLInputElement
    expect(tick('Eggs').checked).toBe(true)
    await user.click(tick('Mustard'))
    await user.click(tick('Eggs'))
    expect(within(garlic).getByText('Allergens: Mustard')).toBeTruthy()
    // Closed again, the row keeps what was ticked.
    await user.click(within(garlic).getByText('Allergens: Mustard'))
    api().on(
      'PUT /staff/catalogue/addon-groups/addon-kebab-sauce',
      refusal(
        400,
        'VALIDATION_ERROR',
        'options.0.allergens.0: Choose allergens from the 14 UK allergens, each once.',
      ),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save group' }))
    const refused = await within(garlic).findByText(
      'Choose allergens from the 14 UK allergens, each once.',
    )
    expect(refused.closest('details')?.open).toBe(true)
    expect(document.activeElement).toBe(tick('Celery'))
    expect(
      api().bodiesOf('PUT /staff/catalogue/addon-groups/addon-kebab-sauce'),
    ).toMatchObject([
      {
        options: [
          { id: 'sauce-garlic', allergens: ['mustard'] },
          { id: 'sauce-chilli', allergens: [] },
          { id: 'sauce-bbq', allergens: [] },
        ],
      },
    ])

    api().on(
      'PUT /staff/catalogue/addon-groups/addon-kebab-sauce',
      savedReply('Kebab sauces saved.', {
        ...SAUCES,
        options: SAUCES.options.map((o) =>
          o.id === 'sauce-garlic' ? { ...o, allergens: ['mustard'] } : o,
        ),
        version: 2,
      }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save group' }))
    expect(await screen.findByText('Kebab sauces saved.')).toBeTruthy()
  })
})
