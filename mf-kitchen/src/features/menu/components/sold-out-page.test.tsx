import type { KitchenMenu } from '@food/shared/types'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  COOK,
  renderKitchen,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

const MENU: KitchenMenu = {
  items: [
    {
      id: 'item-adana',
      name: 'Adana Kebab',
      soldOut: false,
      soldOutUntil: null,
      categoryId: 'cat-grill',
      categoryName: 'Grill',
    },
    {
      id: 'item-baklava',
      name: 'Baklava',
      soldOut: true,
      soldOutUntil: '2026-11-21T05:00:00.000Z',
      categoryId: 'cat-sweet',
      categoryName: 'Desserts',
    },
  ],
  options: [
    {
      id: 'opt-garlic',
      name: 'Garlic mayo',
      soldOut: true,
      soldOutUntil: null,
      groupName: 'Sauces',
    },
  ],
}

const row = (name: string) => screen.getByRole('group', { name })

describe('SoldOutPage', () => {
  it('lists dishes by category and add-ons by group, with how each stands', async () => {
    signedInWith(api(), [], COOK)
    api().on('GET /staff/menu', { body: { status: true, data: MENU } })
    renderKitchen('/kitchen/menu')
    expect(
      await screen.findByRole('heading', { name: 'Sold out' }),
    ).toBeTruthy()
    await screen.findByText('Adana Kebab')
    const grill = screen.getByRole('region', { name: 'Grill' })
    expect(
      within(grill).getByText('Adana Kebab').closest('li')?.textContent,
    ).toContain('In stock')
    expect(screen.getByText('Baklava').closest('li')?.textContent).toContain(
      'Sold out until tomorrow',
    )
    const sauces = screen.getByRole('region', { name: 'Sauces' })
    expect(
      within(sauces).getByText('Garlic mayo').closest('li')?.textContent,
    ).toContain('Sold out until you change it')
    expect(
      within(row('Garlic mayo'))
        .getByRole('button', { name: 'Sold out' })
        .getAttribute('aria-pressed'),
    ).toBe('true')
  })

  it('filters by name or heading', async () => {
    signedInWith(api(), [], COOK)
    api().on('GET /staff/menu', { body: { status: true, data: MENU } })
    const user = renderKitchen('/kitchen/menu')
    await screen.findByText('Adana Kebab')
    await user.type(screen.getByLabelText('Find a dish or add-on'), 'sauce')
    expect(screen.queryByText('Adana Kebab')).toBeNull()
    expect(screen.getByText('Garlic mayo')).toBeTruthy()
    expect(screen.getByText('Nothing matches.')).toBeTruthy()
  })

  it.each([
    ['Adana Kebab', 'Sold out today', 'items/item-adana', 'sold-out-today'],
    ['Adana Kebab', 'Sold out', 'items/item-adana', 'sold-out'],
    ['Garlic mayo', 'Back in stock', 'options/opt-garlic', 'in-stock'],
  ])(
    '%s: “%s” sends %s %s and shows the server’s words',
    async (name, button, path, state) => {
      signedInWith(api(), [], COOK)
      api().on('GET /staff/menu', { body: { status: true, data: MENU } })
      const soldOut = state !== 'in-stock'
      const message = `${name} changed.`
      api().on(`POST /staff/menu/${path}/stock`, {
        body: {
          status: true,
          message,
          data: {
            id: path.split('/')[1],
            name,
            soldOut,
            soldOutUntil:
              state === 'sold-out-today' ? '2026-11-21T05:00:00.000Z' : null,
          },
        },
      })
      const user = renderKitchen('/kitchen/menu')
      await screen.findByText('Adana Kebab')
      await user.click(within(row(name)).getByRole('button', { name: button }))
      const said = await screen.findByText(message)
      expect(said.getAttribute('role')).toBe('status')
      expect(api().bodiesOf(`POST /staff/menu/${path}/stock`)).toEqual([
        { state },
      ])
      await waitFor(() =>
        expect(
          within(row(name))
            .getByRole('button', { name: button })
            .getAttribute('aria-pressed'),
        ).toBe('true'),
      )
    },
  )
})
