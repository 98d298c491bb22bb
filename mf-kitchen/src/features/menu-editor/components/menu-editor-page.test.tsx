import { expectConsole } from '@food/shared/testing/server'
import type { EditableCategory, EditableMenu } from '@food/shared/types'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  catalogueReply,
  descriptionOf,
  editableCategory,
  editableMenu,
  refusal,
  STALE_MESSAGE,
  savedReply,
} from '../../../test/editable-menu'
import {
  COOK,
  renderKitchen,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

async function openEditor(menu: EditableMenu = editableMenu()) {
  signedInWith(api(), [])
  api().on('GET /staff/catalogue', catalogueReply(menu))
  const user = renderKitchen('/kitchen/menu-editor')
  await screen.findByRole('heading', { name: 'Categories' })
  return user
}

const categoryNames = () =>
  within(screen.getByRole('list', { name: 'Categories' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

/** A category's buttons: the group its heading names. */
const actionsOf = (name: string) => screen.getByRole('group', { name })

const withCategories = (categories: EditableCategory[]): EditableMenu => ({
  ...editableMenu(),
  categories,
})

describe('MenuEditorPage: categories', () => {
  it('lists the categories in order, Active or Hidden, and says where the home page opens', async () => {
    await openEditor()
    const headings = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(headings.slice(0, 3)).toEqual(['Kebabs', 'Wraps', 'Desserts'])
    const kebabs = screen.getByRole('heading', { name: 'Kebabs' })
      .parentElement as HTMLElement
    expect(kebabs.textContent).toContain(
      'Active · 3 dishes (1 retired) · The home page opens here',
    )
    const desserts = screen.getByRole('heading', { name: 'Desserts' })
      .parentElement as HTMLElement
    expect(desserts.textContent).toContain('Hidden · No dishes yet')
    expect(
      screen.getByText(
        /The home page opens on the first active one: now Kebabs\./,
      ),
    ).toBeTruthy()
  })

  it('adds a category, hidden, then switches it on', async () => {
    const user = await openEditor()
    const soups = editableCategory({
      id: 'cat-soups',
      name: 'Soups',
      slug: 'soups',
      sortOrder: 4,
      status: 'inactive',
      version: 1,
    })
    const menu = editableMenu()
    api().on(
      'POST /staff/catalogue/categories',
      savedReply(
        'Soups added. Switch it on to show it to customers.',
        soups,
        201,
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Add category' }))
    const name = screen.getByLabelText('New category name')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(name)).toContain('Names must be 1 to 60 characters.')
    expect(document.activeElement).toBe(name)
    expect(api().bodiesOf('POST /staff/catalogue/categories')).toEqual([])

    api().on(
      'GET /staff/catalogue',
      catalogueReply(withCategories([...menu.categories, soups])),
    )
    await user.type(screen.getByLabelText('New category name'), ' Soups ')
    await user.click(screen.getByRole('button', { name: 'Add category' }))
    const status = await screen.findByText(
      'Soups added. Switch it on to show it to customers.',
    )
    expect(status.getAttribute('role')).toBe('status')
    expect(api().bodiesOf('POST /staff/catalogue/categories')).toEqual([
      { name: 'Soups' },
    ])
    expect(
      (screen.getByLabelText('New category name') as HTMLInputElement).value,
    ).toBe('')
    const card = (await screen.findByRole('heading', { name: 'Soups' }))
      .parentElement as HTMLElement
    expect(card.textContent).toContain('Hidden')

    const on = { ...soups, status: 'active' as const, version: 2 }
    api().on(
      'PUT /staff/catalogue/categories/cat-soups',
      savedReply('Soups saved.', on),
    )
    api().on(
      'GET /staff/catalogue',
      catalogueReply(withCategories([...menu.categories, on])),
    )
    await user.click(
      within(actionsOf('Soups')).getByRole('button', { name: 'Switch on' }),
    )
    expect(await screen.findByText('Soups saved.')).toBeTruthy()
    expect(api().bodiesOf('PUT /staff/catalogue/categories/cat-soups')).toEqual(
      [{ name: 'Soups', status: 'active', version: 1 }],
    )
    await waitFor(() => expect(card.textContent).toContain('Active'))
    expect(
      within(actionsOf('Soups')).getByRole('button', { name: 'Switch off' }),
    ).toBeTruthy()
  })

  it('renames a category in a dialog and gives the focus back', async () => {
    const user = await openEditor()
    const rename = within(actionsOf('Wraps')).getByRole('button', {
      name: 'Rename',
    })
    await user.click(rename)
    const dialog = screen.getByRole('dialog', { name: 'Rename Wraps' })
    const field = within(dialog).getByLabelText('Category name')
    expect(document.activeElement).toBe(field)
    await user.clear(field)
    await user.type(field, 'Wraps & Rolls')
    const renamed = {
      ...editableMenu().categories[1],
      name: 'Wraps & Rolls',
      version: 2,
    }
    api().on(
      'PUT /staff/catalogue/categories/cat-wraps',
      savedReply('Wraps & Rolls saved.', renamed),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }))
    expect(await screen.findByText('Wraps & Rolls saved.')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(api().bodiesOf('PUT /staff/catalogue/categories/cat-wraps')).toEqual(
      [{ name: 'Wraps & Rolls', status: 'active', version: 1 }],
    )
    expect(document.activeElement).toBe(rename)
  })

  it('moves a category up, keeps the focus on the button pressed, and sends the whole order', async () => {
    const user = await openEditor()
    const [kebabs, wraps, desserts] = editableMenu().categories as [
      EditableCategory,
      EditableCategory,
      EditableCategory,
    ]
    api().on(
      'PUT /staff/catalogue/category-order',
      savedReply('Categories reordered.', {
        ids: ['cat-kebabs', 'cat-desserts', 'cat-wraps'],
      }),
    )
    api().on(
      'GET /staff/catalogue',
      catalogueReply(withCategories([kebabs, desserts, wraps])),
    )
    const up = within(actionsOf('Desserts')).getByRole('button', {
      name: 'Move up',
    })
    await user.click(up)
    expect(await screen.findByText('Categories reordered.')).toBeTruthy()
    expect(api().bodiesOf('PUT /staff/catalogue/category-order')).toEqual([
      { ids: ['cat-kebabs', 'cat-desserts', 'cat-wraps'] },
    ])
    await waitFor(() =>
      expect(categoryNames().slice(0, 3)).toEqual([
        'Kebabs',
        'Desserts',
        'Wraps',
      ]),
    )
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(actionsOf('Desserts')).getByRole('button', { name: 'Move up' }),
      ),
    )
    // The first cannot go higher: it says so, and nothing is sent.
    const top = within(actionsOf('Kebabs')).getByRole('button', {
      name: 'Move up',
    })
    expect(top.getAttribute('aria-disabled')).toBe('true')
    await user.click(top)
    expect(api().bodiesOf('PUT /staff/catalogue/category-order')).toHaveLength(
      1,
    )
  })

  it('shows a refused order with Reload, which fetches the menu again', async () => {
    expectConsole('error', /category-order 409/)
    const user = await openEditor()
    api().on(
      'PUT /staff/catalogue/category-order',
      refusal(409, 'STALE_EDIT', STALE_MESSAGE),
    )
    const down = within(actionsOf('Wraps')).getByRole('button', {
      name: 'Move down',
    })
    await user.click(down)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(STALE_MESSAGE)
    const loads = () =>
      api().requests.filter((r) => r.route === 'GET /staff/catalogue').length
    const before = loads()
    await user.click(within(alert).getByRole('button', { name: 'Reload' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(loads()).toBe(before + 1)
    expect(document.activeElement).toBe(down)
  })

  it('is the owner’s alone', async () => {
    signedInWith(api(), [], COOK)
    renderKitchen('/kitchen/menu-editor')
    expect(
      await screen.findByText('Only the owner can see this page.'),
    ).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Menu editor' })).toBeNull()
  })
})
