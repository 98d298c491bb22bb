import { setAvoidedAllergens } from '@food/shared/store'
import { expectConsole, useTestApi } from '@food/shared/testing/server'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { CATEGORIES, ITEMS, serveMenu } from '../../../test/menu-fixtures'
import { MenuPage } from './menu-page'

type SearchQuery = { search?: string; food_type?: string }

// The API's "Did you mean …?" for searches that find nothing.
const SUGGESTIONS: Record<string, string> = { pissa: 'pizza' }

// Registered before the test API, so it runs once the page is unmounted.
afterEach(() => setAvoidedAllergens([]))

const api = useTestApi({
  per: 'test',
  serve: (server) => {
    serveMenu(server)
    // Like the API: a case-insensitive match on name, description or category, across
    // categories, and a suggestion when nothing matches.
    server.on('POST /search', (body) => {
      const { search = '', food_type } = (body ?? {}) as SearchQuery
      const needle = search.toLowerCase()
      const data = ITEMS.map((item) => ({
        ...item,
        categoryName:
          CATEGORIES.find((c) => c.id === item.categoryId)?.name ?? '',
      })).filter(
        (item) =>
          [item.name, item.description, item.categoryName].some((text) =>
            text.toLowerCase().includes(needle),
          ) &&
          (food_type !== 'veg' || item.isVeg),
      )
      const suggestion =
        data.length === 0 ? (SUGGESTIONS[needle] ?? null) : null
      return { body: { status: true, data, suggestion } }
    })
  },
})

const searchBox = () =>
  screen.getByRole('searchbox', { name: 'Search the menu' })
const dishNames = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent)

describe('menu search', () => {
  it('searches once typing pauses and shows matches from every category', async () => {
    const user = userEvent.setup()
    render(<MenuPage />)
    await screen.findByRole('link', { name: 'Pizzas' })

    await user.type(searchBox(), 'e')
    expect(await screen.findByText('4 dishes found.')).toBeTruthy()
    // One request for the whole word typed quickly, not one per letter.
    await user.clear(searchBox())
    await user.type(searchBox(), 'doner')
    expect(await screen.findByText('1 dish found.')).toBeTruthy()
    expect(dishNames()).toEqual(['Chicken Doner'])
    expect(screen.getByText('Kebabs')).toBeTruthy()
    expect(api().bodiesOf('POST /search')).toEqual([
      { search: 'e', food_type: 'all' },
      { search: 'doner', food_type: 'all' },
    ])
    // The category chips give way to the results.
    expect(screen.queryByRole('link', { name: 'Pizzas' })).toBeNull()
  })

  it('says so when nothing matches', async () => {
    const user = userEvent.setup()
    render(<MenuPage />)
    await user.type(searchBox(), 'sushi')
    expect(await screen.findByText('No dishes match “sushi”.')).toBeTruthy()
    expect(dishNames()).toEqual([])
    expect(screen.queryByRole('button', { name: /Did you mean/ })).toBeNull()
  })

  it('offers “Did you mean …?” when nothing matches, and searches for it when chosen', async () => {
    const user = userEvent.setup()
    render(<MenuPage />)
    await user.type(searchBox(), 'pissa')
    expect(await screen.findByText('No dishes match “pissa”.')).toBeTruthy()

    await user.click(
      await screen.findByRole('button', { name: 'Did you mean pizza?' }),
    )
    expect((searchBox() as HTMLInputElement).value).toBe('pizza')
    expect(
      await screen.findByRole('heading', { name: 'Results for “pizza”' }),
    ).toBeTruthy()
    expect(await screen.findByText('2 dishes found.')).toBeTruthy()
    expect(dishNames()).toEqual(['Margherita', 'Pepperoni'])
    expect(screen.queryByRole('button', { name: /Did you mean/ })).toBeNull()
    expect(api().bodiesOf('POST /search')).toEqual([
      { search: 'pissa', food_type: 'all' },
      { search: 'pizza', food_type: 'all' },
    ])
  })

  it('applies the veg-only switch to the search', async () => {
    const user = userEvent.setup()
    render(<MenuPage />)
    await user.type(searchBox(), 'a')
    expect(await screen.findByText('4 dishes found.')).toBeTruthy()
    await user.click(screen.getByRole('switch', { name: 'Veg only' }))
    expect(await screen.findByText('1 dish found.')).toBeTruthy()
    expect(dishNames()).toEqual(['Margherita'])
  })

  it('clears back to the menu with the button or Escape', async () => {
    const user = userEvent.setup()
    render(<MenuPage />)
    await screen.findByRole('link', { name: 'Kebabs' })
    await user.type(searchBox(), 'margherita')
    expect(await screen.findByText('1 dish found.')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(await screen.findByRole('link', { name: 'Kebabs' })).toBeTruthy()
    expect((searchBox() as HTMLInputElement).value).toBe('')

    await user.type(searchBox(), 'pepperoni')
    expect(await screen.findByText('1 dish found.')).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(await screen.findByRole('link', { name: 'Kebabs' })).toBeTruthy()
  })

  it('keeps the dishes the allergen filter hides out of the results', async () => {
    const user = userEvent.setup()
    render(<MenuPage />)
    await user.click(await screen.findByRole('button', { name: 'Allergens' }))
    await user.click(screen.getByRole('checkbox', { name: 'sesame' }))

    await user.type(searchBox(), 'kebab')
    expect(
      await screen.findByText(
        '1 dish found. 1 more is hidden by your allergen filter.',
      ),
    ).toBeTruthy()
    expect(dishNames()).toEqual(['Chicken Doner'])
  })

  it('does not search for spaces alone', async () => {
    const user = userEvent.setup()
    render(<MenuPage />)
    await screen.findByRole('link', { name: 'Pizzas' })
    await user.type(searchBox(), '   ')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(api().bodiesOf('POST /search')).toEqual([])
    expect(screen.getByRole('link', { name: 'Pizzas' })).toBeTruthy()
  })

  it('shows the server message, or Search failed, with a Retry that works', async () => {
    const user = userEvent.setup()
    api().on('POST /search', { status: 500, body: { status: false } })
    // happy-dom logs failed requests like a browser's network console.
    expectConsole('error', /500/)
    render(<MenuPage />)
    await user.type(searchBox(), 'kebab')
    expect(await screen.findByText('Search failed')).toBeTruthy()

    api().on('POST /search', {
      body: { status: true, data: [{ ...ITEMS[3], categoryName: 'Kebabs' }] },
    })
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(dishNames()).toEqual(['Adana Kebab']))
  })
})
