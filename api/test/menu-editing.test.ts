import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asCustomer, line } from './helpers/cart'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { orderClient } from './helpers/order'
import { cameraJpeg, getMedia, uploadPhoto } from './helpers/photos'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let owner: TestStaff
let member: TestStaff
let customer: TestCustomer

beforeAll(async () => {
  t = await startTestApp({ SHOP_STATUS_OVERRIDE: 'open' })
  owner = await createStaff(t, 'owner', 'Mehmet')
  member = await createStaff(t, 'staff', 'Ciara')
  customer = await createCustomer(t, 'Úna')
})
afterAll(() => t.close())

type Method = 'GET' | 'POST' | 'PUT'

const call = (
  who: { authorization: string } | Record<string, never>,
  method: Method,
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/staff/catalogue${url}`,
    headers: who,
    ...(payload ? { payload } : {}),
  })

const asOwner = (method: Method, url: string, payload?: object) =>
  call(owner.auth, method, url, payload)

const catalogue = async () => (await asOwner('GET', '')).json().data

const dishIn = async (id: string) => {
  const menu = await catalogue()
  for (const category of menu.categories) {
    const dish = category.dishes.find((d: { id: string }) => d.id === id)
    if (dish) return dish
  }
  throw new Error(`no dish ${id}`)
}

const publicDishes = async (categoryId: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/menu/menu_item',
      payload: { id: categoryId },
    })
  ).json().data as {
    id: string
    name: string
    price: number
    addonGroups: { id: string; items: { id: string }[] }[]
  }[]

const publicCategories = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/menus' })).json().data as {
    id: string
    status: string
  }[]

const kofte = {
  categoryId: 'cat-kebabs',
  name: 'Köfte Plate',
  description: 'Chargrilled lamb meatballs with rice, salad and pitta.',
  price: 1250,
  isVeg: false,
  allergens: ['cereals containing gluten', 'sesame'],
  addonGroupIds: ['addon-kebab-sauce'],
}

describe('the owner’s menu', () => {
  it('lists every category, dish and add-on group with the versions a save names', async () => {
    const menu = await catalogue()
    const kebabs = menu.categories.find(
      (c: { id: string }) => c.id === 'cat-kebabs',
    )
    expect(kebabs).toMatchObject({
      name: 'Kebabs',
      status: 'active',
      version: 1,
    })
    expect(kebabs.dishes[0]).toMatchObject({
      id: 'item-adana-kebab',
      price: 1395,
      retired: false,
      version: 1,
      addonGroupIds: ['addon-kebab-sauce', 'addon-meal-drink'],
    })
    const sauces = menu.addonGroups.find(
      (g: { id: string }) => g.id === 'addon-kebab-sauce',
    )
    expect(sauces).toMatchObject({ min: 0, max: 3, version: 1 })
    expect(sauces.usedBy).toBeGreaterThan(1)
    expect(sauces.options[0]).toEqual({
      id: 'sauce-garlic',
      name: 'Garlic mayo',
      price: 0,
      soldOut: false,
      allergens: ['eggs'],
    })
  })

  it('is the owner’s alone: a member or a customer gets 403, nobody 401', async () => {
    for (const [who, code] of [
      [member.auth, 403],
      [customer.auth, 403],
      [{}, 401],
    ] as const) {
      expect((await call(who, 'GET', '')).statusCode).toBe(code)
      expect((await call(who, 'POST', '/dishes', kofte)).statusCode).toBe(code)
    }
    expect((await publicDishes('cat-kebabs')).map((d) => d.name)).not.toContain(
      'Köfte Plate',
    )
  })
})

describe('categories', () => {
  it('are added hidden, then renamed, switched on and put first', async () => {
    const added = await asOwner('POST', '/categories', {
      name: 'Çorba & Soups',
    })
    expect(added.statusCode).toBe(201)
    expect(added.json()).toMatchObject({
      message: 'Çorba & Soups added. Switch it on to show it to customers.',
      data: {
        id: 'cat-corba-and-soups',
        slug: 'corba-and-soups',
        status: 'inactive',
        version: 1,
      },
    })
    const saved = await asOwner('PUT', '/categories/cat-corba-and-soups', {
      name: 'Soups',
      status: 'active',
      version: 1,
    })
    expect(saved.json()).toMatchObject({
      message: 'Soups saved.',
      data: { name: 'Soups', version: 2 },
    })

    const ids = (await catalogue()).categories.map((c: { id: string }) => c.id)
    const soupsFirst = [
      'cat-corba-and-soups',
      ...ids.filter((id: string) => id !== 'cat-corba-and-soups'),
    ]
    const reordered = await asOwner('PUT', '/category-order', {
      ids: soupsFirst,
    })
    expect(reordered.statusCode).toBe(200)
    // The home page selects the first active category.
    const first = (await publicCategories()).find((c) => c.status === 'active')
    expect(first?.id).toBe('cat-corba-and-soups')

    await asOwner('PUT', '/category-order', { ids })
    await asOwner('PUT', '/categories/cat-corba-and-soups', {
      name: 'Soups',
      status: 'inactive',
      version: 2,
    })
  })

  it('refuses an order that does not name exactly the categories there are', async () => {
    const ids = (await catalogue()).categories.map((c: { id: string }) => c.id)
    const res = await asOwner('PUT', '/category-order', { ids: ids.slice(1) })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      'This was changed by someone else: reload to see it',
    )
  })

  it.each([
    [{ name: '' }, 'name: Names must be 1 to 60 characters.'],
    [{ name: 'x'.repeat(61) }, 'name: Names must be 1 to 60 characters.'],
    [{ name: 'Tab\there' }, 'name: Names cannot hold control characters.'],
    [{}, 'name: Names must be 1 to 60 characters.'],
  ])('refuses %j', async (payload, message) => {
    const res = await asOwner('POST', '/categories', payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })
})

describe('dishes', () => {
  it('are added at the end of a category and shown to customers at once', async () => {
    const res = await asOwner('POST', '/dishes', kofte)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      message: 'Köfte Plate added to the menu.',
      data: { id: 'item-kofte-plate', price: 1250, version: 1, retired: false },
    })
    const kebabs = await publicDishes('cat-kebabs')
    expect(kebabs.at(-1)).toMatchObject({
      id: 'item-kofte-plate',
      name: 'Köfte Plate',
      price: 1250,
    })
    expect(kebabs.at(-1)?.addonGroups.map((g) => g.id)).toEqual([
      'addon-kebab-sauce',
    ])
    // A second dish of the same name gets its own id.
    const again = await asOwner('POST', '/dishes', {
      ...kofte,
      categoryId: 'cat-wraps',
    })
    expect(again.json().data.id).toBe('item-kofte-plate-2')
  })

  it.each([
    [{ price: 0 }, 'price: Prices must be between £0.01 and £500.00.'],
    [{ price: 50_001 }, 'price: Prices must be between £0.01 and £500.00.'],
    [{ price: 12.5 }, 'price: Prices must be between £0.01 and £500.00.'],
    [{ price: '12.50' }, 'price: Prices must be between £0.01 and £500.00.'],
    [{ name: ' ' }, 'name: Names must be 1 to 60 characters.'],
    [
      { description: 'x'.repeat(301) },
      'description: The description can be up to 300 characters.',
    ],
    [
      { allergens: ['gluten'] },
      'allergens.0: Choose allergens from the 14 UK allergens, each once.',
    ],
    [
      { allergens: ['milk', 'milk'] },
      'allergens: Choose allergens from the 14 UK allergens, each once.',
    ],
    [
      { categoryId: '../etc' },
      'categoryId: categoryId must be a menu id like item-baklava',
    ],
  ])('refuses %j with the field named', async (change, message) => {
    const res = await asOwner('POST', '/dishes', { ...kofte, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it('refuses a category or add-on group that does not exist', async () => {
    const noCategory = await asOwner('POST', '/dishes', {
      ...kofte,
      categoryId: 'cat-nope',
    })
    expect(noCategory.statusCode).toBe(422)
    expect(noCategory.json().message).toBe(
      'categoryId: that category was not found. Reload the menu.',
    )
    const noGroup = await asOwner('POST', '/dishes', {
      ...kofte,
      addonGroupIds: ['addon-nope'],
    })
    expect(noGroup.statusCode).toBe(422)
    expect(noGroup.json().code).toBe('ADDON_GROUP_NOT_FOUND')
  })

  it('take a new price at once: the basket shows it, past orders keep theirs', async () => {
    const cart = asCustomer(t, customer)
    await cart.addBulk([line('item-kofte-plate', 2)])
    const placed = await orderClient(t, customer).submit({
      order_type: 'collection',
      payment_method: 'cash',
    })
    expect(placed.statusCode).toBe(201)
    await cart.addBulk([line('item-kofte-plate', 1)])

    const dish = await dishIn('item-kofte-plate')
    const res = await asOwner('PUT', '/dishes/item-kofte-plate', {
      ...kofte,
      name: 'Köfte Platter',
      price: 1350,
      version: dish.version,
    })
    expect(res.json()).toMatchObject({
      message: 'Köfte Platter saved.',
      data: { price: 1350, version: 2 },
    })

    const basket = (await cart.getCart()).json()
    expect(basket.data[0]).toMatchObject({ name: 'Köfte Platter', price: 1350 })
    const [order] = (await orderClient(t, customer).list()).json().data
    expect(order.items[0]).toMatchObject({
      menuItem: { name: 'Köfte Plate' },
      price: 1250,
    })
  })

  it('refuses a save made from an older version and keeps the first', async () => {
    const dish = await dishIn('item-kofte-plate')
    const first = await asOwner('PUT', '/dishes/item-kofte-plate', {
      ...kofte,
      name: 'Köfte Platter',
      price: 1400,
      version: dish.version,
    })
    expect(first.statusCode).toBe(200)
    const second = await asOwner('PUT', '/dishes/item-kofte-plate', {
      ...kofte,
      price: 999,
      version: dish.version,
    })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({
      code: 'STALE_EDIT',
      message: 'This was changed by someone else: reload to see it',
    })
    expect(await dishIn('item-kofte-plate')).toMatchObject({
      price: 1400,
      version: dish.version + 1,
    })
  })

  it('move to the end of another category and can be reordered', async () => {
    const dish = await dishIn('item-kofte-plate')
    await asOwner('PUT', '/dishes/item-kofte-plate', {
      ...kofte,
      name: dish.name,
      price: dish.price,
      categoryId: 'cat-wraps',
      version: dish.version,
    })
    expect((await publicDishes('cat-kebabs')).map((d) => d.id)).not.toContain(
      'item-kofte-plate',
    )
    const wraps = (await publicDishes('cat-wraps')).map((d) => d.id)
    expect(wraps.at(-1)).toBe('item-kofte-plate')

    const reversed = [...wraps].reverse()
    const res = await asOwner('PUT', '/categories/cat-wraps/dish-order', {
      ids: reversed,
    })
    expect(res.statusCode).toBe(200)
    expect((await publicDishes('cat-wraps')).map((d) => d.id)).toEqual(reversed)
    const stale = await asOwner('PUT', '/categories/cat-wraps/dish-order', {
      ids: reversed.slice(1),
    })
    expect(stale.statusCode).toBe(409)
  })

  it('retire: off the menu and search, out of baskets at checkout, back when restored', async () => {
    const cart = asCustomer(t, customer)
    const dish = await dishIn('item-kofte-plate')
    const retired = await asOwner('POST', '/dishes/item-kofte-plate/retire', {
      version: dish.version,
    })
    expect(retired.json()).toMatchObject({
      message: `${dish.name} is off the menu.`,
      data: { retired: true },
    })
    expect((await publicDishes('cat-wraps')).map((d) => d.id)).not.toContain(
      'item-kofte-plate',
    )
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { search: 'köfte platter' },
    })
    expect(search.json().data).toEqual([])

    expect((await cart.getCart()).json().data[0]).toMatchObject({
      name: dish.name,
      available: false,
    })
    const refused = await orderClient(t, customer).submit({
      order_type: 'collection',
      payment_method: 'cash',
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().code).toBe('ITEM_UNAVAILABLE')
    const added = await cart.addBulk([line('item-kofte-plate', 1)])
    expect(added.statusCode).toBe(422)
    // The retired dish stays with the owner, who can bring it back.
    expect(await dishIn('item-kofte-plate')).toMatchObject({ retired: true })
    await asOwner('POST', '/dishes/item-kofte-plate/restore', {
      version: dish.version + 1,
    })
    expect((await publicDishes('cat-wraps')).map((d) => d.id)).toContain(
      'item-kofte-plate',
    )
    expect((await cart.getCart()).json().data[0]).toMatchObject({
      available: true,
    })
  })
})

describe('a dish’s photo', () => {
  it('is shown to customers as AVIF and WebP variants once the owner sets it, and can be taken off', async () => {
    const uploaded = await uploadPhoto(
      t,
      owner,
      await cameraJpeg({ width: 1600, height: 1200 }),
    )
    expect(uploaded.statusCode).toBe(201)
    const photo = uploaded.json().data
    const dish = await dishIn('item-kofte-plate')
    const saved = await asOwner('PUT', '/dishes/item-kofte-plate', {
      ...kofte,
      name: dish.name,
      price: dish.price,
      categoryId: dish.categoryId,
      addonGroupIds: dish.addonGroupIds,
      photoId: photo.id,
      version: dish.version,
    })
    expect(saved.json().data.photo).toEqual(photo)
    const shown = (await publicDishes(dish.categoryId)).find(
      (d) => d.id === 'item-kofte-plate',
    ) as unknown as {
      photo: {
        avif: { path: string; width: number }[]
        webp: { path: string; width: number }[]
      }
    }
    expect(shown.photo.webp.map((v) => v.width)).toEqual([400, 800, 1200])
    expect(shown.photo.avif.map((v) => v.width)).toEqual([400, 800, 1200])
    const file = await getMedia(t, shown.photo.webp[0]?.path ?? '')
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/webp')

    const removed = await asOwner('PUT', '/dishes/item-kofte-plate', {
      ...kofte,
      name: dish.name,
      price: dish.price,
      categoryId: dish.categoryId,
      addonGroupIds: dish.addonGroupIds,
      photoId: null,
      version: dish.version + 1,
    })
    expect(removed.json().data.photo).toBeNull()
    expect(
      (await publicDishes(dish.categoryId)).find(
        (d) => d.id === 'item-kofte-plate',
      ),
    ).toMatchObject({ photo: null })
  })

  it('must be one the owner uploaded', async () => {
    const unknown = await asOwner('POST', '/dishes', {
      ...kofte,
      photoId: 'f'.repeat(32),
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().message).toBe(
      'photoId: that photo was not found. Upload it again.',
    )
    const malformed = await asOwner('POST', '/dishes', {
      ...kofte,
      photoId: '../x',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe(
      'photoId: photoId must be the id of an uploaded photo, or null',
    )
  })
})

describe('add-on groups', () => {
  const dips = {
    name: 'Dips',
    min: 0,
    max: 2,
    options: [
      { name: 'Hummus', price: 150 },
      { name: 'Cacık', price: 120 },
    ],
  }

  it('are added with their options and shared by the dishes that name them', async () => {
    const res = await asOwner('POST', '/addon-groups', dips)
    expect(res.statusCode).toBe(201)
    const group = res.json().data
    expect(group).toMatchObject({
      id: 'addon-dips',
      min: 0,
      max: 2,
      usedBy: 0,
      options: [
        { id: 'addon-dips-hummus', name: 'Hummus', price: 150, soldOut: false },
        { id: 'addon-dips-cacik', name: 'Cacık', price: 120, soldOut: false },
      ],
    })
    const dish = await dishIn('item-kofte-plate')
    await asOwner('PUT', '/dishes/item-kofte-plate', {
      ...kofte,
      name: dish.name,
      price: dish.price,
      categoryId: dish.categoryId,
      addonGroupIds: ['addon-dips', 'addon-kebab-sauce'],
      version: dish.version,
    })
    const shown = (await publicDishes('cat-wraps')).find(
      (d) => d.id === 'item-kofte-plate',
    )
    expect(shown?.addonGroups.map((g) => g.id)).toEqual([
      'addon-dips',
      'addon-kebab-sauce',
    ])
  })

  it('change options: new ones added, left-out ones retired (and out of baskets)', async () => {
    const cart = asCustomer(t, customer)
    await cart.addBulk([
      line('item-kofte-plate', 1, { 'addon-dips': ['addon-dips-cacik'] }),
    ])
    const res = await asOwner('PUT', '/addon-groups/addon-dips', {
      name: 'Dips',
      min: 0,
      max: 2,
      options: [
        { id: 'addon-dips-hummus', name: 'Hummus', price: 175 },
        { name: 'Ezme', price: 100 },
      ],
      version: 1,
    })
    expect(res.json()).toMatchObject({
      message: 'Dips saved.',
      data: {
        version: 2,
        options: [
          { id: 'addon-dips-hummus', price: 175 },
          { id: 'addon-dips-ezme', name: 'Ezme' },
        ],
      },
    })
    const shown = (await publicDishes('cat-wraps')).find(
      (d) => d.id === 'item-kofte-plate',
    )
    expect(shown?.addonGroups[0]?.items.map((i) => i.id)).toEqual([
      'addon-dips-hummus',
      'addon-dips-ezme',
    ])
    const lines = (await cart.getCart()).json().data as {
      addons: unknown[]
      available: boolean
    }[]
    expect(lines.find((l) => l.addons.length > 0)).toMatchObject({
      available: false,
    })
    const chooseRetired = await cart.addBulk([
      line('item-kofte-plate', 1, { 'addon-dips': ['addon-dips-cacik'] }),
    ])
    expect(chooseRetired.statusCode).toBe(422)
  })

  it('a basket line without a pick a group now requires is held back at checkout', async () => {
    const cart = asCustomer(t, customer)
    const lines = (await cart.getCart()).json().data as { cart_id: string }[]
    for (const entry of lines) await cart.remove(entry.cart_id)
    await cart.addBulk([line('item-kofte-plate', 1)])
    const group = (await catalogue()).addonGroups.find(
      (g: { id: string }) => g.id === 'addon-dips',
    )
    await asOwner('PUT', '/addon-groups/addon-dips', {
      name: 'Dips',
      min: 1,
      max: 1,
      options: group.options.map(
        ({ id, name, price }: { id: string; name: string; price: number }) => ({
          id,
          name,
          price,
        }),
      ),
      version: group.version,
    })
    expect((await cart.getCart()).json().data[0]).toMatchObject({
      available: false,
    })
  })

  it.each([
    [
      { min: 1, options: [] },
      'options: A required group needs at least one option.',
    ],
    [
      { max: 3 },
      'max: A customer must be able to pick at least 1 option, and no more than the group has.',
    ],
    [
      { min: 2, max: 1 },
      'max: A customer must be able to pick at least 1 option, and no more than the group has.',
    ],
    [
      { max: 0 },
      'max: A customer must be able to pick at least 1 option, and no more than the group has.',
    ],
    [
      // No options yet, so only the bound stops a number the database cannot hold.
      { min: 0, max: 2135848889656711, options: [] },
      'max: A customer must be able to pick at least 1 option, and no more than the group has.',
    ],
    [
      {
        options: [
          { name: 'Hummus', price: 0 },
          { name: 'hummus', price: 0 },
        ],
      },
      'options: Two options in a group cannot have the same name.',
    ],
    [
      { max: 1, options: [{ name: 'Gold', price: 5001 }] },
      'options.0.price: Option prices must be between £0.00 and £50.00.',
    ],
    [
      { max: 1, options: [{ name: 'Free', price: -1 }] },
      'options.0.price: Option prices must be between £0.00 and £50.00.',
    ],
    [
      {
        options: Array.from({ length: 31 }, (_, i) => ({
          name: `Dip ${i}`,
          price: 0,
        })),
      },
      'options: A group can have up to 30 options.',
    ],
  ])('refuses %j', async (change, message) => {
    const res = await asOwner('POST', '/addon-groups', { ...dips, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it('refuses an option of another group', async () => {
    const group = (await catalogue()).addonGroups.find(
      (g: { id: string }) => g.id === 'addon-dips',
    )
    const res = await asOwner('PUT', '/addon-groups/addon-dips', {
      name: 'Dips',
      min: 0,
      max: 1,
      options: [{ id: 'sauce-garlic', name: 'Garlic mayo', price: 0 }],
      version: group.version,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe(
      'options: "Garlic mayo" is not an option of this group. Reload the menu.',
    )
  })
})

describe('the audit log', () => {
  it('has every menu change with who made it, before and after', async () => {
    const entries = (
      await t.app.inject({
        method: 'GET',
        url: '/api/staff/audit?limit=100',
        headers: owner.auth,
      })
    ).json().data as {
      action: string
      staffName: string
      subject: string
      before: unknown
      after: unknown
    }[]
    const actions = new Set(entries.map((entry) => entry.action))
    for (const action of [
      'category-created',
      'category-saved',
      'categories-reordered',
      'dishes-reordered',
      'dish-created',
      'dish-saved',
      'dish-retired',
      'dish-restored',
      'addon-group-created',
      'addon-group-saved',
    ]) {
      expect(actions).toContain(action)
    }
    const priceChange = entries.find(
      (entry) =>
        entry.action === 'dish-saved' &&
        (entry.before as { price: number }).price === 1250,
    )
    expect(priceChange).toMatchObject({
      staffName: 'Mehmet',
      before: { price: 1250 },
      after: { price: 1350 },
    })
  })
})
