import { expectConsole } from '@food/shared/testing/server'
import type { EditableDish, EditableMenu } from '@food/shared/types'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  catalogueReply,
  descriptionOf,
  editableDish,
  editableMenu,
  refusal,
  STALE_MESSAGE,
  savedReply,
} from '../../../test/editable-menu'
import {
  renderKitchen,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

/** The menu with Kebabs' dishes changed. */
function withKebabs(change: (dishes: EditableDish[]) => EditableDish[]) {
  const menu = editableMenu()
  const [kebabs, ...rest] = menu.categories
  if (!kebabs) throw new Error('no Kebabs')
  return {
    ...menu,
    categories: [{ ...kebabs, dishes: change(kebabs.dishes) }, ...rest],
  } satisfies EditableMenu
}

/** Opens the editor and the Kebabs' dishes. */
async function openKebabs(menu: EditableMenu = editableMenu()) {
  signedInWith(api(), [])
  api().on('GET /staff/catalogue', catalogueReply(menu))
  const user = renderKitchen('/kitchen/menu-editor')
  await screen.findByRole('heading', { name: 'Categories' })
  await user.click(
    within(screen.getByRole('group', { name: 'Kebabs' })).getByRole('button', {
      name: 'Show dishes',
    }),
  )
  return user
}

const dishes = () => screen.getByRole('region', { name: 'Dishes in Kebabs' })
const dishActions = (name: string) =>
  within(dishes()).getByRole('group', { name })
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement

async function openAdana() {
  const user = await openKebabs()
  await user.click(
    within(dishActions('Adana Kebab')).getByRole('button', { name: 'Edit' }),
  )
  return {
    user,
    dialog: screen.getByRole('dialog', { name: 'Edit Adana Kebab' }),
  }
}

const ADANA_PUT = 'PUT /staff/catalogue/dishes/item-adana-kebab'

describe('MenuEditorPage: dishes', () => {
  it('lists a category’s dishes with price, Veg and retired ones', async () => {
    await openKebabs(
      withKebabs((list) => [
        ...list,
        editableDish({
          id: 'item-falafel',
          name: 'Falafel Wrap',
          price: 850,
          isVeg: true,
        }),
      ]),
    )
    const text = (name: string) =>
      within(dishes()).getByText(name).closest('li')?.textContent
    expect(text('Adana Kebab')).toContain('Adana Kebab · £13.95')
    expect(text('Falafel Wrap')).toContain('£8.50 · Veg')
    expect(text('Doner Box')).toContain('Retired: off the menu')
    expect(
      within(dishActions('Doner Box')).getByRole('button', { name: 'Restore' }),
    ).toBeTruthy()
  })

  it('adds a dish with a price in pounds, allergens and a group, and lists it', async () => {
    const user = await openKebabs()
    await user.click(
      within(dishes()).getByRole('button', { name: 'Add a dish to Kebabs' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'New dish in Kebabs' })
    expect(document.activeElement).toBe(field(dialog, 'Name'))
    await user.type(field(dialog, 'Name'), 'Köfte Plate')
    await user.type(field(dialog, 'Description'), 'Lamb meatballs, rice.')
    expect(descriptionOf(field(dialog, 'Description'))).toContain(
      '21 of 300 characters',
    )
    await user.type(field(dialog, 'Price (£)'), '12.5')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sesame' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Milk' }))
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Kebab sauces' }),
    )
    const kofte = editableDish({
      id: 'item-kofte-plate',
      name: 'Köfte Plate',
      description: 'Lamb meatballs, rice.',
      price: 1250,
      allergens: ['milk', 'sesame'],
      addonGroupIds: ['addon-kebab-sauce'],
      version: 1,
    })
    api().on(
      'POST /staff/catalogue/dishes',
      savedReply('Köfte Plate added to the menu.', kofte, 201),
    )
    api().on(
      'GET /staff/catalogue',
      catalogueReply(withKebabs((list) => [...list, kofte])),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Add dish' }))
    expect(
      await screen.findByText('Köfte Plate added to the menu.'),
    ).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(api().bodiesOf('POST /staff/catalogue/dishes')).toEqual([
      {
        categoryId: 'cat-kebabs',
        name: 'Köfte Plate',
        description: 'Lamb meatballs, rice.',
        price: 1250,
        isVeg: false,
        allergens: ['milk', 'sesame'],
        addonGroupIds: ['addon-kebab-sauce'],
        photoId: null,
      },
    ])
    expect(
      within(dishes()).getByText('Köfte Plate').closest('li')?.textContent,
    ).toContain('£12.50')
  })

  it('checks the price before sending, by the field, keeping everything typed', async () => {
    const { user, dialog } = await openAdana()
    const price = field(dialog, 'Price (£)')
    await user.clear(price)
    await user.type(price, '600')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sesame' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save dish' }))
    expect(price.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(price)).toContain(
      'Prices must be between £0.01 and £500.00.',
    )
    expect(document.activeElement).toBe(price)
    expect(api().bodiesOf(ADANA_PUT)).toEqual([])
    expect(price.value).toBe('600')
    expect(
      (
        within(dialog).getByRole('checkbox', {
          name: 'Sesame',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true)
  })

  it('shows the server’s refusal by the field it names, and keeps what was typed', async () => {
    expectConsole('error', /item-adana-kebab 4(00|22)/)
    const { user, dialog } = await openAdana()
    const price = field(dialog, 'Price (£)')
    await user.clear(price)
    await user.type(price, '450')
    await user.type(field(dialog, 'Name'), ' Special')
    // The API's limits win over the copy this page has: its words are shown.
    api().on(
      ADANA_PUT,
      refusal(
        400,
        'VALIDATION_ERROR',
        'price: Prices must be between £0.01 and £400.00.',
      ),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save dish' }))
    await waitFor(() =>
      expect(descriptionOf(price)).toContain(
        'Prices must be between £0.01 and £400.00.',
      ),
    )
    expect(document.activeElement).toBe(price)
    expect(price.value).toBe('450')
    expect(field(dialog, 'Name').value).toBe('Adana Kebab Special')
    expect(api().bodiesOf(ADANA_PUT)).toMatchObject([
      { price: 45000, version: 3 },
    ])

    // A refusal naming the category shows by the Category field.
    api().on(
      ADANA_PUT,
      refusal(
        422,
        'CATEGORY_NOT_FOUND',
        'categoryId: that category was not found. Reload the menu.',
      ),
    )
    await user.clear(price)
    await user.type(price, '14')
    await user.click(within(dialog).getByRole('button', { name: 'Save dish' }))
    const category = within(dialog).getByLabelText('Category')
    await waitFor(() =>
      expect(descriptionOf(category)).toContain(
        'that category was not found. Reload the menu.',
      ),
    )
    expect(price.getAttribute('aria-invalid')).toBeNull()
  })

  it('a stale save shows the server’s 409 with Reload and keeps the form; Reload takes the new version', async () => {
    expectConsole('error', /item-adana-kebab 409/)
    const { user, dialog } = await openAdana()
    const price = field(dialog, 'Price (£)')
    await user.clear(price)
    await user.type(price, '14.50')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sesame' }))

    // Meanwhile a second editor saved Adana Kebab: the API holds version 4 and refuses 3.
    const theirs = editableDish({
      description: 'Now with pul biber.',
      version: 4,
    })
    api().on(ADANA_PUT, refusal(409, 'STALE_EDIT', STALE_MESSAGE))
    api().on(
      'GET /staff/catalogue',
      catalogueReply(withKebabs(([, ...others]) => [theirs, ...others])),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save dish' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain(STALE_MESSAGE)
    expect(screen.getByRole('dialog', { name: 'Edit Adana Kebab' })).toBe(
      dialog,
    )
    expect(price.value).toBe('14.50')

    await user.click(within(alert).getByRole('button', { name: 'Reload' }))
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', { name: 'Save dish' }),
      ),
    )
    expect(
      (await within(dialog).findByText(/^Reloaded\./)).textContent,
    ).toContain('differs from what you typed in: Description, Price, Allergens')
    expect(price.value).toBe('14.50')
    expect(
      (
        within(dialog).getByRole('checkbox', {
          name: 'Sesame',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true)

    api().on(
      ADANA_PUT,
      savedReply('Adana Kebab saved.', { ...theirs, price: 1450, version: 5 }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save dish' }))
    expect(await screen.findByText('Adana Kebab saved.')).toBeTruthy()
    const [, second] = api().bodiesOf(ADANA_PUT)
    expect(second).toMatchObject({
      version: 4,
      price: 1450,
      allergens: ['cereals containing gluten', 'milk', 'sesame'],
    })
  })

  it('retires a dish after asking again, then restores it', async () => {
    const user = await openKebabs()
    const retire = within(dishActions('Chicken Shish')).getByRole('button', {
      name: 'Retire',
    })
    await user.click(retire)
    const ask = screen.getByRole('group', { name: /^Retire Chicken Shish\?/ })
    expect(ask.textContent).toContain('Past orders keep it')
    await user.click(
      within(ask).getByRole('button', { name: 'Keep it on the menu' }),
    )
    expect(document.activeElement).toBe(retire)

    const shish = editableMenu().categories[0]?.dishes[1] as EditableDish
    const retired = { ...shish, retired: true, version: 2 }
    api().on(
      'POST /staff/catalogue/dishes/item-shish/retire',
      savedReply('Chicken Shish is off the menu.', retired),
    )
    api().on(
      'GET /staff/catalogue',
      catalogueReply(
        withKebabs((list) =>
          list.map((d) => (d.id === shish.id ? retired : d)),
        ),
      ),
    )
    await user.click(retire)
    await user.click(screen.getByRole('button', { name: 'Yes, retire' }))
    expect(
      await screen.findByText('Chicken Shish is off the menu.'),
    ).toBeTruthy()
    expect(
      api().bodiesOf('POST /staff/catalogue/dishes/item-shish/retire'),
    ).toEqual([{ version: 1 }])
    const restore = await within(dishActions('Chicken Shish')).findByRole(
      'button',
      {
        name: 'Restore',
      },
    )
    expect(document.activeElement).toBe(restore)
    expect(
      within(dishes()).getByText('Chicken Shish').closest('li')?.textContent,
    ).toContain('Retired: off the menu')

    api().on(
      'POST /staff/catalogue/dishes/item-shish/restore',
      savedReply('Chicken Shish is back on the menu.', {
        ...shish,
        version: 3,
      }),
    )
    await user.click(restore)
    expect(
      await screen.findByText('Chicken Shish is back on the menu.'),
    ).toBeTruthy()
    expect(
      api().bodiesOf('POST /staff/catalogue/dishes/item-shish/restore'),
    ).toEqual([{ version: 2 }])
  })

  it('moves a dish down, sending every dish of the category, retired ones too', async () => {
    const user = await openKebabs()
    api().on(
      'PUT /staff/catalogue/categories/cat-kebabs/dish-order',
      savedReply('Dishes reordered.', {
        ids: ['item-shish', 'item-adana-kebab', 'item-doner-box'],
      }),
    )
    await user.click(
      within(dishActions('Adana Kebab')).getByRole('button', {
        name: 'Move down',
      }),
    )
    expect(await screen.findByText('Dishes reordered.')).toBeTruthy()
    expect(
      api().bodiesOf('PUT /staff/catalogue/categories/cat-kebabs/dish-order'),
    ).toEqual([{ ids: ['item-shish', 'item-adana-kebab', 'item-doner-box'] }])
  })
})
