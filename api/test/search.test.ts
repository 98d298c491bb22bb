import { searchReply } from '@food/shared/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/test-app'

type Hit = {
  id: string
  categoryId: string
  categoryName: string
  name: string
  isVeg: boolean
  soldOut: boolean
}

const BLANK = 'Please enter something to search for.'
const PIZZAS = [
  'item-margherita',
  'item-pepperoni',
  'item-bbq-chicken-pizza',
  'item-veggie-supreme',
]

let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
  // The seed has no % or _ in any dish, so this one shows whether they match literally.
  await t.database.db.query(
    `insert into menu_items
       (id, category_id, name, description, price_pence, is_veg, allergens, sort_order)
     values ('item-wildcards', 'cat-sides', 'Mystery Box 100%', 'Chef''s choice_of the day', 500, false, '[]', 99)`,
  )
})
afterAll(() => t.close())

const search = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/search', payload })

async function reply(payload: object): Promise<{
  data: Hit[]
  suggestion: string | null
}> {
  const res = await search(payload)
  expect(res.statusCode).toBe(200)
  expect(res.json().status).toBe(true)
  return res.json()
}

const hits = async (payload: object) => (await reply(payload)).data

const ids = async (payload: object) =>
  (await hits(payload)).map((hit) => hit.id)

describe('POST /api/search', () => {
  it('finds a dish by name, in the same shape as the category list plus its category name', async () => {
    const [margherita] = await hits({ search: 'margherita' })
    const listed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/menu/menu_item',
        payload: { id: 'cat-pizzas' },
      })
    )
      .json()
      .data.find((item: Hit) => item.id === 'item-margherita')
    expect(margherita).toEqual({ ...listed, categoryName: 'Pizzas' })
    expect(margherita?.categoryId).toBe('cat-pizzas')
  })

  it.each(['pizza', 'pissa', 'sushi', 'chicken "wrap" \\'])(
    'answers %j with exactly the documented reply',
    async (text) => {
      const res = await search({ search: text })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe(
        'application/json; charset=utf-8',
      )
      expect(searchReply.strict().parse(res.json())).toEqual(res.json())
    },
  )

  it.each([
    // whole words, any case, spaces around
    ['margherita', 'item-margherita'],
    ['MARGHERITA', 'item-margherita'],
    ['  mArGhErItA  ', 'item-margherita'],
    // the start of a word, while typing
    ['marg', 'item-margherita'],
    ['pepp', 'item-pepperoni'],
    ['hallou', 'item-halloumi-shish'],
    // accents folded, either way
    ['kofte', 'item-kofte-burger'],
    ['KÖFTE', 'item-kofte-burger'],
    ['durum', 'item-adana-durum'],
    ['Sütlaç', 'item-rice-pudding'],
    ['sutlac', 'item-rice-pudding'],
    ['kunefe', 'item-kunefe'],
    ['coban', 'item-coban-salad'],
    ['borek', 'item-sigara-borek'],
    // a typing mistake or two
    ['pizaa', 'item-doner-pizza'],
    ['kebap', 'item-adana-kebab'],
    ['lahmajun', 'item-lahmacun'],
    ['lahmacun', 'item-lahmacun'],
    ['margarita', 'item-margherita'],
    ['baklawa', 'item-baklava'],
    ['halloumy', 'item-halloumi-shish'],
    // a name before a description, a category or an add-on
    ['pizza', 'item-doner-pizza'],
    ['chicken', 'item-chicken-shish'],
    ['sucuk', 'item-sucuk-pizza'],
    // only in a description, a category or an add-on
    ['pomegranate', 'item-coban-salad'],
    ['desserts', 'item-baklava'],
    ['tahini', 'item-adana-kebab'],
    ['jalapenos', 'item-margherita'],
    ['clotted cream', 'item-baklava'],
    // every word must be found, each anywhere
    ['chicken wrap', 'item-chicken-shish-wrap'],
    ['halloumi burger', 'item-halloumi-burger'],
    ['veggie pizza', 'item-veggie-supreme'],
  ])('finds %j first as %s', async (text, first) => {
    const found = await reply({ search: text })
    expect(found.data[0]?.id).toBe(first)
    expect(found.suggestion).toBeNull()
  })

  it('finds every pizza by its category, the ones named pizza first', async () => {
    const found = await ids({ search: 'pizza' })
    expect(found.slice(0, 2)).toEqual(['item-doner-pizza', 'item-sucuk-pizza'])
    expect(found).toEqual(expect.arrayContaining(PIZZAS))
    expect(found).toContain('item-lahmacun')
  })

  it('does not take a word the menu has for a mistaken other one', async () => {
    // "pide" is a dish; the dessert add-on "On the side" is one letter off.
    expect(await ids({ search: 'pide' })).toEqual(['item-cheese-pide'])
    expect(await ids({ search: 'egg' })).not.toContain('item-ayran')
  })

  it('keeps only vegetarian dishes with food_type veg, and everything by default', async () => {
    const all = await hits({ search: 'wrap' })
    expect(all.map((hit) => hit.id)).toContain('item-doner-wrap')
    expect(await ids({ search: 'wrap', food_type: 'all' })).toEqual(
      all.map((hit) => hit.id),
    )
    const veg = await hits({ search: 'wrap', food_type: 'veg' })
    expect(veg.map((hit) => hit.id).slice(0, 2)).toEqual([
      'item-falafel-wrap',
      'item-halloumi-wrap',
    ])
    expect(veg.every((hit) => hit.isVeg)).toBe(true)
  })

  it('finds matches across categories and names each category', async () => {
    const found = await hits({ search: 'halloumi' })
    expect(found.map((hit) => [hit.id, hit.categoryName])).toEqual([
      ['item-halloumi-shish', 'Kebabs'],
      ['item-halloumi-wrap', 'Wraps'],
      ['item-halloumi-burger', 'Burgers'],
    ])
  })

  it('lists name matches first, then the others, each in menu order', async () => {
    expect(await ids({ search: 'doner' })).toEqual([
      'item-doner-meat-chips',
      'item-chicken-doner-platter',
      'item-doner-pizza',
      'item-doner-wrap',
      'item-iskender',
      'item-mixed-grill',
      'item-mixed-wrap',
    ])
  })

  it.each([
    ['pissa', 'pizza'],
    ['kebapp', 'kebab'],
    ['lahmajoon', 'lahmacun'],
    ['donner kebapp', 'doner kebab'],
    ['chicken pissa', 'chicken pizza'],
    ['kfote', 'köfte'],
  ])('suggests for %j, which finds nothing: %j', async (text, suggestion) => {
    expect(await reply({ search: text })).toEqual({
      status: true,
      data: [],
      suggestion,
    })
    expect(await ids({ search: suggestion })).not.toEqual([])
  })

  it('suggests nothing it cannot find', async () => {
    expect(await reply({ search: 'sushi' })).toEqual({
      status: true,
      data: [],
      suggestion: null,
    })
    // "pizza" has no vegetarian doner.
    expect(
      (await reply({ search: 'donner pissa', food_type: 'veg' })).suggestion,
    ).toBeNull()
    // Each word the menu lacks needs a correction.
    expect((await reply({ search: 'pissa xyzzy' })).suggestion).toBeNull()
  })

  it('never shows dishes of an inactive category', async () => {
    const hidden = await t.app.inject({
      method: 'POST',
      url: '/api/menu/menu_item',
      payload: { id: 'cat-lunch-deals' },
    })
    expect(hidden.json().data[0].name).toBe('Wrap, Chips & Can')
    expect(await ids({ search: 'lunch deals' })).toEqual([])
    expect(await ids({ search: 'wrap' })).not.toContain('item-lunch-wrap-deal')
  })

  it('shows a dish sold out, and no longer a dish retired or a category switched off', async () => {
    const db = t.database.db
    await db.query(`update menu_items set sold_out = true where id = $1`, [
      'item-kunefe',
    ])
    await db.query(`update menu_items set retired_at = now() where id = $1`, [
      'item-baklava',
    ])
    await db.query(
      `update menu_categories set status = 'inactive' where id = 'cat-drinks'`,
    )
    try {
      expect(await hits({ search: 'kunefe' })).toMatchObject([
        { id: 'item-kunefe', soldOut: true },
      ])
      expect(await ids({ search: 'baklava' })).toEqual([])
      expect(await ids({ search: 'ayran' })).toEqual([])
    } finally {
      await db.query(
        `update menu_items set sold_out = false, retired_at = null where id in ('item-kunefe', 'item-baklava')`,
      )
      await db.query(
        `update menu_categories set status = 'active' where id = 'cat-drinks'`,
      )
    }
    expect(await ids({ search: 'baklava' })).toEqual(['item-baklava'])
  })

  it('finds a dish by its new name once the owner renames it', async () => {
    await t.database.db.query(
      `update menu_items set name = 'Turkish Delight Pizza' where id = 'item-margherita'`,
    )
    try {
      expect(await ids({ search: 'delight' })).toEqual(['item-margherita'])
      expect(await ids({ search: 'margherita' })).toEqual([])
    } finally {
      await t.database.db.query(
        `update menu_items set name = 'Margherita' where id = 'item-margherita'`,
      )
    }
  })

  it.each([
    ['an empty text', { search: '' }],
    ['only spaces', { search: '   \t ' }],
    ['no search field', { food_type: 'veg' }],
    ['null', { search: null }],
  ])('asks for a search text when given %s', async (_, payload) => {
    const res = await search(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      status: false,
      code: 'VALIDATION_ERROR',
    })
    expect(res.json().message).toContain(BLANK)
  })

  it('refuses more than 100 characters once trimmed', async () => {
    const res = await search({ search: 'a'.repeat(101) })
    expect(res.statusCode).toBe(400)
    expect(res.json().status).toBe(false)
    expect(res.json().message).toContain(
      'Please keep your search to 100 characters or fewer.',
    )
    expect(await hits({ search: ` ${'a'.repeat(100)} ` })).toEqual([])
  })

  it('refuses an unknown food_type, a NUL and a body over 10 kB', async () => {
    const wrongType = await search({ search: 'wrap', food_type: 'vegan' })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json().message).toContain('food_type')
    const nul = await search({ search: 'kebab\u0000' })
    expect(nul.statusCode).toBe(400)
    expect(nul.json().message).toContain('Please search for plain text.')
    const huge = await search({ search: 'x'.repeat(11_000) })
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toMatchObject({ status: false, code: 'BODY_TOO_LARGE' })
  })

  it.each([
    ['%', []],
    ['100%', ['item-wildcards']],
    ['_', []],
    ['chef choice_of', ['item-wildcards']],
    ['\\', []],
    ['%%%', []],
    ["' or 1=1 --", []],
    ["'; drop table menu_items; --", []],
    ['🌯', []],
    ['🌯 wrap', []],
  ])('takes %j as plain text', async (text, expected) => {
    expect(await ids({ search: text })).toEqual(expected)
  })

  it('still serves the menu after hostile searches', async () => {
    expect(await ids({ search: 'margherita' })).toEqual(['item-margherita'])
  })

  it('returns at most 50 dishes', async () => {
    await t.database.db.query(
      `insert into menu_items (id, category_id, name, description, price_pence, is_veg, allergens, sort_order)
       select 'item-bulk-' || g, 'cat-drinks', 'Bulk Lemonade ' || g, '', 100, true, '[]', 100 + g
         from generate_series(1, 60) g`,
    )
    expect(await hits({ search: 'bulk lemonade' })).toHaveLength(50)
  })
})
