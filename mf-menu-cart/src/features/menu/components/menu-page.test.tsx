import { loadShop } from '@food/shared/query'
import { setAvoidedAllergens } from '@food/shared/store'
import { testPhoto } from '@food/shared/testing'
import {
  expectConsole,
  orderingTimes,
  type Reply,
  serveShop,
  useTestApi,
} from '@food/shared/testing/server'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import {
  cardNames,
  menuItemsHandler,
  menusReply,
  serveMenu,
} from '../../../test/menu-fixtures'
import { MenuPage } from './menu-page'

// Registered before the test API, so it runs once the page is unmounted.
afterEach(() => setAvoidedAllergens([]))

const api = useTestApi({
  per: 'test',
  serve: serveMenu,
})

const itemNames = async () =>
  cardNames(await screen.findAllByRole('heading', { level: 3 }))

describe('MenuPage', () => {
  it('lists every active category in order under chips, the first marked', async () => {
    render(<MenuPage />)

    const chips = await screen.findByRole('navigation', {
      name: 'Menu categories',
    })
    const pizzas = within(chips).getByRole('link', { name: 'Pizzas' })
    expect(pizzas.getAttribute('aria-current')).toBe('true')
    expect(pizzas.getAttribute('href')).toBe('#menu-pizzas')
    expect(within(chips).queryByRole('link', { name: 'Specials' })).toBeNull()
    await waitFor(async () =>
      expect(await itemNames()).toEqual([
        'Margherita',
        'Pepperoni',
        'Chicken Doner',
        'Adana Kebab',
      ]),
    )
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent),
    ).toEqual(['Pizzas', 'Kebabs', 'Desserts'])
    expect(api().bodiesOf('POST /menu/menu_item')).toEqual(
      expect.arrayContaining([
        { id: 'c1', food_type: 'all' },
        { id: 'c2', food_type: 'all' },
        { id: 'c3', food_type: 'all' },
      ]),
    )
  })

  it('shows price, veg mark, allergens and an image of fixed size, the first at once and the rest lazily', async () => {
    render(<MenuPage />)

    const card = await screen.findByRole('article', { name: 'Margherita' })
    const inCard = within(card)
    expect(inCard.getByText('£8.99')).toBeTruthy()
    expect(inCard.getByText('Vegetarian')).toBeTruthy()
    expect(
      inCard.getByText('Contains: milk, cereals containing gluten'),
    ).toBeTruthy()
    const image = card.querySelector('img')
    // The first card's picture is the page's largest paint: loaded first.
    expect(image?.getAttribute('loading')).toBe('eager')
    expect(image?.getAttribute('fetchpriority')).toBe('high')
    expect(image?.getAttribute('width')).toBe('320')
    expect(image?.getAttribute('height')).toBe('200')
    expect(image?.getAttribute('src')).toBe(
      `${api().baseURL}/images/menu/i1.svg`,
    )
    const pepperoni = screen.getByRole('article', { name: 'Pepperoni' })
    expect(within(pepperoni).queryByText('Vegetarian')).toBeNull()
    expect(pepperoni.querySelector('img')?.getAttribute('loading')).toBe('lazy')
  })

  it('shows the owner’s photos: the first card’s at once, resolved against the API root', async () => {
    api().on('POST /menu/menu_item', (body) => {
      const reply = menuItemsHandler(body) as { body: { data: object[] } }
      const data = reply.body.data.map((item, index) => ({
        ...item,
        photo: testPhoto({ id: `photo-${index}` }),
      }))
      return { body: { status: true, data } }
    })
    render(<MenuPage />)

    const first = await screen.findByRole('article', { name: 'Margherita' })
    const photo = first.querySelector('picture img')
    expect(photo?.getAttribute('loading')).toBe('eager')
    expect(photo?.getAttribute('fetchpriority')).toBe('high')
    expect(first.querySelector('source')?.getAttribute('srcset')).toContain(
      `${api().baseURL}/media/photo-0/400.avif 400w`,
    )
    const second = screen.getByRole('article', { name: 'Pepperoni' })
    expect(second.querySelector('picture img')?.getAttribute('loading')).toBe(
      'lazy',
    )
  })

  it('takes the customer to the category of a chip and puts the focus on its heading', async () => {
    const user = userEvent.setup()
    render(<MenuPage />)
    await screen.findByRole('heading', { name: 'Adana Kebab' })

    await user.click(screen.getByRole('link', { name: 'Kebabs' }))

    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Kebabs' }),
    )
    expect(screen.getByRole('region', { name: 'Kebabs' })).toBeTruthy()
  })

  it('shows only veg items in every category with Veg only on', async () => {
    const user = userEvent.setup()
    render(<MenuPage />)
    await screen.findByRole('heading', { name: 'Adana Kebab' })

    await user.click(screen.getByRole('switch', { name: 'Veg only' }))

    await waitFor(async () => expect(await itemNames()).toEqual(['Margherita']))
    expect(
      within(screen.getByRole('region', { name: 'Kebabs' })).getByText(
        'No vegetarian items in this category.',
      ),
    ).toBeTruthy()
  })

  it('hides the dishes with an allergen the customer picks, and remembers it', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<MenuPage />)
    await screen.findByRole('heading', { name: 'Adana Kebab' })

    const filter = screen.getByRole('button', { name: 'Allergens' })
    expect(filter.getAttribute('aria-expanded')).toBe('false')
    await user.click(filter)
    expect(filter.getAttribute('aria-expanded')).toBe('true')
    await user.click(screen.getByRole('checkbox', { name: 'sesame' }))

    await waitFor(async () =>
      expect(await itemNames()).toEqual([
        'Margherita',
        'Pepperoni',
        'Chicken Doner',
      ]),
    )
    expect(
      screen.getByText('1 more dish is hidden by your allergen filter.'),
    ).toBeTruthy()
    expect(document.cookie).toContain('food_avoided_allergens=sesame')

    await user.click(screen.getByRole('checkbox', { name: 'milk' }))
    expect(
      await screen.findByText(
        'Every dish here contains an allergen you chose to hide.',
      ),
    ).toBeTruthy()

    // Another visit on this device starts with the same filter.
    unmount()
    render(<MenuPage />)
    await waitFor(async () =>
      expect(await itemNames()).toEqual(['Chicken Doner']),
    )
    expect(
      screen.getByRole('button', { name: 'Allergens, hiding 2' }),
    ).toBeTruthy()
    expect(screen.getByText('Hiding dishes with milk and sesame.')).toBeTruthy()
  })

  it('says when a category has no items yet', async () => {
    render(<MenuPage />)

    expect(
      await screen.findByText('No items in this category yet.'),
    ).toBeTruthy()
  })

  it('shows card-sized skeletons while the items load', async () => {
    const releases: (() => void)[] = []
    api().on(
      'POST /menu/menu_item',
      (body) =>
        new Promise<Reply>((resolve) =>
          releases.push(() => resolve(menuItemsHandler(body) as Reply)),
        ),
    )
    render(<MenuPage />)

    await screen.findByRole('link', { name: 'Pizzas' })
    expect(
      screen.getAllByRole('status', { name: 'Loading menu items' }),
    ).toHaveLength(3)
    expect(
      screen.getByRole('region', { name: 'Pizzas' }).getAttribute('aria-busy'),
    ).toBe('true')
    await waitFor(() =>
      expect(api().bodiesOf('POST /menu/menu_item')).toHaveLength(3),
    )

    for (const release of releases) release()

    expect(
      await screen.findByRole('heading', { name: 'Margherita' }),
    ).toBeTruthy()
    expect(
      screen.queryByRole('status', { name: 'Loading menu items' }),
    ).toBeNull()
  })

  it('shows the server message and loads again on Retry', async () => {
    // The page logs a failed request like a browser does.
    expectConsole('error', /\/menus 503/)
    let isDown = true
    api().on('GET /menus', () =>
      isDown
        ? { status: 503, body: { status: false, message: 'Menu is resting' } }
        : menusReply(),
    )
    const user = userEvent.setup()
    render(<MenuPage />)

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Menu is resting',
    )
    isDown = false
    await user.click(screen.getByRole('button', { name: 'Retry' }))

    expect(await screen.findByRole('link', { name: 'Pizzas' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(
      await screen.findByRole('heading', { name: 'Margherita' }),
    ).toBeTruthy()
  })

  it('falls back to the catalogue text when the server sends no message', async () => {
    expectConsole('error', /\/menu\/menu_item 500/)
    api().on('POST /menu/menu_item', () => ({
      status: 500,
      body: { status: false },
    }))
    render(<MenuPage />)

    const [alert] = await screen.findAllByRole('alert')
    expect(alert?.textContent).toContain('Failed to fetch menu')
    expect(
      within(alert as HTMLElement).getByRole('button', { name: 'Retry' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Pizzas' })).toBeTruthy()
  })

  it('keeps the menu browsable and says why ordering is off on a holiday', async () => {
    api().on('GET /menus', () => menusReply({ message: 'Closed for Eid' }))
    render(<MenuPage />)

    const notice = await screen.findByText('Ordering is paused right now.')
    expect(notice.parentElement?.textContent).toContain('Closed for Eid')
    expect(
      await screen.findByRole('heading', { name: 'Margherita' }),
    ).toBeTruthy()
  })

  it('says why ordering is off when the shop is closed', async () => {
    serveShop(api(), { isOpen: false, message: 'We open again at 16:30.' })
    await loadShop()
    render(<MenuPage />)

    expect(await screen.findByText('We open again at 16:30.')).toBeTruthy()
    expect(screen.getByText('Ordering is paused right now.')).toBeTruthy()
    expect(
      await screen.findByRole('heading', { name: 'Margherita' }),
    ).toBeTruthy()
  })

  it('before opening, takes dishes for an order later today and says so', async () => {
    const open = orderingTimes()
    serveShop(api(), {
      isOpen: false,
      message: 'We open today at 16:30.',
      times: orderingTimes({
        delivery: { ...open.delivery, isOpenNow: false },
        collection: { ...open.collection, isOpenNow: false },
      }),
    })
    await loadShop()
    render(<MenuPage />)

    const notice = await screen.findByText('Order now for later today.')
    // When it opens is the closed banner's to say, once.
    expect(notice.parentElement?.textContent).toBe(
      'Order now for later today.Choose your time at checkout.',
    )
    expect(screen.queryByText('Ordering is paused right now.')).toBeNull()
    expect(
      await screen.findByRole('button', { name: 'Add Margherita' }),
    ).toBeTruthy()
  })

  it('offers no Add while closed with no times left tonight', async () => {
    const open = orderingTimes()
    serveShop(api(), {
      isOpen: false,
      message: 'We open tomorrow at 16:30.',
      times: orderingTimes({
        delivery: { ...open.delivery, isOpenNow: false, slots: [] },
        collection: { ...open.collection, isOpenNow: false, slots: [] },
      }),
    })
    await loadShop()
    render(<MenuPage />)

    await screen.findByRole('heading', { name: 'Margherita' })
    expect(screen.getByText('Ordering is paused right now.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add Margherita' })).toBeNull()
  })

  it('shows no notice while the shop is open', async () => {
    serveShop(api(), { isOpen: true, message: 'Open until 01:00.' })
    await loadShop()
    render(<MenuPage />)

    await screen.findByRole('heading', { name: 'Margherita' })
    expect(screen.queryByText('Ordering is paused right now.')).toBeNull()
  })
})
