import { UK_ALLERGENS } from '@food/shared/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, type TestCustomer } from './helpers/customer'
import { createClock, SECOND } from './helpers/otp'
import { createStaff, type TestStaff } from './helpers/staff'
import { startTestApp, type TestApp } from './helpers/test-app'

// The owner edits an add-on option's allergens in the back office (issue 16: the owner can
// change anything a customer sees in the menu); customers see them in the dish's add-ons.

const clock = createClock('2026-03-04T19:00:00Z')
let t: TestApp
let cached: TestApp
let owner: TestStaff
let member: TestStaff
let customer: TestCustomer

beforeAll(async () => {
  ;[t, cached] = await Promise.all([
    startTestApp({ SHOP_STATUS_OVERRIDE: 'open' }),
    startTestApp({ CACHE_TTL_MS: '3000' }, clock.now),
  ])
  ;[owner, member, customer] = await Promise.all([
    createStaff(t, 'owner', 'Mehmet'),
    createStaff(t, 'staff', 'Ciara'),
    createCustomer(t, 'Úna'),
  ])
})
afterAll(() => Promise.all([t.close(), cached.close()]))

type Option = {
  id?: string
  name: string
  price: number
  allergens?: string[]
}
type Group = { name: string; min: number; max: number; options: Option[] }
type ShownAddon = { id: string; name: string; allergens: string[] }

const groups = (app: TestApp, who: { authorization: string }) => ({
  add: (group: Group) =>
    app.app.inject({
      method: 'POST',
      url: '/api/staff/catalogue/addon-groups',
      headers: who,
      payload: group,
    }),
  save: (id: string, group: Group & { version: number }) =>
    app.app.inject({
      method: 'PUT',
      url: `/api/staff/catalogue/addon-groups/${id}`,
      headers: who,
      payload: group,
    }),
  stored: async (id: string) => {
    const res = await app.app.inject({
      method: 'GET',
      url: '/api/staff/catalogue',
      headers: who,
    })
    const all = res.json().data.addonGroups as (Group & {
      id: string
      version: number
      options: Required<Option>[]
    })[]
    const found = all.find((group) => group.id === id)
    if (!found) throw new Error(`no group ${id}`)
    return found
  },
})

/** The add-ons of a dish as the public menu shows them (POST /menu/menu_item). */
async function shownAddons(app: TestApp, categoryId: string, dishId: string) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/menu/menu_item',
    payload: { id: categoryId },
  })
  const dish = (
    res.json().data as {
      id: string
      addonGroups: { id: string; items: ShownAddon[] }[]
    }[]
  ).find((d) => d.id === dishId)
  return dish?.addonGroups.flatMap((group) => group.items) ?? []
}

/** The add-ons of the first dish a search finds (the search index follows CACHE_TTL_MS). */
async function searchedAddons(app: TestApp, search: string) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/search',
    payload: { search, food_type: 'all' },
  })
  const [dish] = res.json().data as {
    addonGroups: { items: ShownAddon[] }[]
  }[]
  return dish?.addonGroups.flatMap((group) => group.items) ?? []
}

const allergensOf = (addons: ShownAddon[], id: string) =>
  addons.find((addon) => addon.id === id)?.allergens

const dips: Group = {
  name: 'Dips',
  min: 0,
  max: 2,
  options: [
    { name: 'Hummus', price: 150, allergens: ['sesame'] },
    { name: 'Cacık', price: 120, allergens: ['milk'] },
  ],
}

/** Puts the dips on the Adana kebab, as the dish dialog would. */
async function offerDipsWithAdana() {
  const menu = (
    await t.app.inject({
      method: 'GET',
      url: '/api/staff/catalogue',
      headers: owner.auth,
    })
  ).json().data
  const adana = menu.categories
    .flatMap((c: { dishes: unknown[] }) => c.dishes)
    .find((d: { id: string }) => d.id === 'item-adana-kebab')
  const { id, photo, soldOut, retired, ...fields } = adana
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/staff/catalogue/dishes/${id}`,
    headers: owner.auth,
    payload: {
      ...fields,
      photoId: photo?.id ?? null,
      addonGroupIds: [...adana.addonGroupIds, 'addon-dips'],
    },
  })
  expect(res.statusCode).toBe(200)
}

describe('an add-on option’s allergens in the back office', () => {
  it('are listed in the owner’s menu, as the seed set them', async () => {
    const sauces = await groups(t, owner.auth).stored('addon-kebab-sauce')
    expect(sauces.options.slice(0, 2)).toEqual([
      {
        id: 'sauce-garlic',
        name: 'Garlic mayo',
        price: 0,
        soldOut: false,
        allergens: ['eggs'],
      },
      {
        id: 'sauce-chilli',
        name: 'Hot chilli',
        price: 0,
        soldOut: false,
        allergens: [],
      },
    ])
  })

  it('are set with a new group and shown to customers at once', async () => {
    const res = await groups(t, owner.auth).add(dips)
    expect(res.statusCode).toBe(201)
    expect(res.json().data.options).toMatchObject([
      { id: 'addon-dips-hummus', allergens: ['sesame'] },
      { id: 'addon-dips-cacik', allergens: ['milk'] },
    ])
    await offerDipsWithAdana()
    const shown = await shownAddons(t, 'cat-kebabs', 'item-adana-kebab')
    expect(allergensOf(shown, 'addon-dips-hummus')).toEqual(['sesame'])
    expect(allergensOf(shown, 'addon-dips-cacik')).toEqual(['milk'])
  })

  it('change and clear with a save of the group; the public menu shows it at once', async () => {
    const owned = groups(t, owner.auth)
    const res = await owned.save('addon-dips', {
      ...dips,
      options: [
        {
          id: 'addon-dips-hummus',
          name: 'Hummus',
          price: 150,
          allergens: ['sesame', 'cereals containing gluten'],
        },
        { id: 'addon-dips-cacik', name: 'Cacık', price: 120, allergens: [] },
      ],
      version: 1,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      version: 2,
      options: [
        { allergens: ['sesame', 'cereals containing gluten'] },
        { allergens: [] },
      ],
    })
    const shown = await shownAddons(t, 'cat-kebabs', 'item-adana-kebab')
    expect(allergensOf(shown, 'addon-dips-hummus')).toEqual([
      'sesame',
      'cereals containing gluten',
    ])
    expect(allergensOf(shown, 'addon-dips-cacik')).toEqual([])
  })

  it('stay as stored when a save leaves them out; a new option has none', async () => {
    const owned = groups(t, owner.auth)
    const res = await owned.save('addon-dips', {
      ...dips,
      options: [
        { id: 'addon-dips-hummus', name: 'Houmous', price: 150 },
        { id: 'addon-dips-cacik', name: 'Cacık', price: 120 },
        { name: 'Ezme', price: 100 },
      ],
      version: 2,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.options).toEqual([
      expect.objectContaining({
        name: 'Houmous',
        allergens: ['sesame', 'cereals containing gluten'],
      }),
      expect.objectContaining({ name: 'Cacık', allergens: [] }),
      expect.objectContaining({ id: 'addon-dips-ezme', allergens: [] }),
    ])
  })

  it.each([
    [['gluten'], 'options.1.allergens.0'],
    [['milk', 'milk'], 'options.1.allergens'],
    ['milk', 'options.1.allergens'],
  ])(
    'refuses %j with a message naming the option’s field, and keeps what was stored',
    async (allergens, path) => {
      const owned = groups(t, owner.auth)
      const before = await owned.stored('addon-dips')
      const res = await owned.save('addon-dips', {
        ...dips,
        options: [
          { id: 'addon-dips-hummus', name: 'Houmous', price: 150 },
          {
            id: 'addon-dips-cacik',
            name: 'Cacık',
            price: 120,
            allergens: allergens as string[],
          },
        ],
        version: before.version,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        status: false,
        message: `${path}: Choose allergens from the 14 UK allergens, each once.`,
      })
      expect(await owned.stored('addon-dips')).toEqual(before)
    },
  )

  it('refuses a save made from an older version and keeps the first', async () => {
    const owned = groups(t, owner.auth)
    const { version, options } = await owned.stored('addon-dips')
    const withCacik = (allergens: string[]) => ({
      ...dips,
      options: options.map((option) =>
        option.id === 'addon-dips-cacik' ? { ...option, allergens } : option,
      ),
      version,
    })
    const first = await owned.save('addon-dips', withCacik(['milk']))
    expect(first.statusCode).toBe(200)
    const second = await owned.save('addon-dips', withCacik(['eggs']))
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({
      code: 'STALE_EDIT',
      message: 'This was changed by someone else: reload to see it',
    })
    const shown = await shownAddons(t, 'cat-kebabs', 'item-adana-kebab')
    expect(allergensOf(shown, 'addon-dips-cacik')).toEqual(['milk'])
  })

  it('are the owner’s alone to change: a member or a customer gets 403', async () => {
    const before = await groups(t, owner.auth).stored('addon-dips')
    const change = {
      ...dips,
      options: [{ name: 'Hummus', price: 150, allergens: ['peanuts'] }],
    }
    for (const who of [member.auth, customer.auth]) {
      const saved = await groups(t, who).save('addon-dips', {
        ...change,
        version: before.version,
      })
      expect(saved.statusCode).toBe(403)
      expect((await groups(t, who).add(change)).statusCode).toBe(403)
    }
    expect(await groups(t, owner.auth).stored('addon-dips')).toEqual(before)
  })

  it('are in the audit log, before and after', async () => {
    const entries = (
      await t.app.inject({
        method: 'GET',
        url: '/api/staff/audit?limit=100',
        headers: owner.auth,
      })
    ).json().data as {
      action: string
      before: { options: { id: string; allergens: string[] }[] } | null
      after: { options: { id: string; allergens: string[] }[] }
    }[]
    const cacik = (side: { options: { id: string; allergens: string[] }[] }) =>
      side.options.find((o) => o.id === 'addon-dips-cacik')?.allergens
    const cleared = entries.find(
      (entry) =>
        entry.action === 'addon-group-saved' &&
        entry.before &&
        cacik(entry.before)?.includes('milk') &&
        cacik(entry.after)?.length === 0,
    )
    expect(cleared).toBeDefined()
    const created = entries.find(
      (entry) => entry.action === 'addon-group-created',
    )
    expect(created && cacik(created.after)).toEqual(['milk'])
  })

  it('fit the body limit for the largest group: 30 options, long names, all 14 allergens', async () => {
    const every = [...UK_ALLERGENS]
    const res = await groups(t, owner.auth).add({
      name: 'Everything',
      min: 0,
      max: 1,
      options: Array.from({ length: 30 }, (_, i) => ({
        // 60 characters of three bytes each: the longest names the editor sends.
        name: `${'€'.repeat(57)}${String(i).padStart(3, '0')}`,
        price: 5000,
        allergens: every,
      })),
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().data.options[29].allergens).toEqual(every)
  })
})

describe('with the menu kept in memory (CACHE_TTL_MS=3000)', () => {
  it('shows a changed allergen in the dish at once, and in the search once the cache has passed', async () => {
    const boss = await createStaff(cached, 'owner', 'Mehmet')
    const owned = groups(cached, boss.auth)
    expect(
      allergensOf(await searchedAddons(cached, 'adana'), 'sauce-chilli'),
    ).toEqual([])
    const sauces = await owned.stored('addon-kebab-sauce')
    const res = await owned.save('addon-kebab-sauce', {
      name: sauces.name,
      min: sauces.min,
      max: sauces.max,
      options: sauces.options.map(({ id, name, price, allergens }) => ({
        id,
        name,
        price,
        allergens: id === 'sauce-chilli' ? ['celery'] : allergens,
      })),
      version: sauces.version,
    })
    expect(res.statusCode).toBe(200)
    const dish = await shownAddons(cached, 'cat-kebabs', 'item-adana-kebab')
    expect(allergensOf(dish, 'sauce-chilli')).toEqual(['celery'])
    clock.advance(2 * SECOND)
    expect(
      allergensOf(await searchedAddons(cached, 'adana'), 'sauce-chilli'),
    ).toEqual([])
    clock.advance(1 * SECOND)
    expect(
      allergensOf(await searchedAddons(cached, 'adana'), 'sauce-chilli'),
    ).toEqual(['celery'])
  })
})
