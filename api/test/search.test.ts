import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/test-app'

type Hit = {
  id: string
  categoryId: string
  categoryName: string
  name: string
  isVeg: boolean
}

const BLANK = 'Please enter something to search for.'

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

async function hits(payload: object): Promise<Hit[]> {
  const res = await search(payload)
  expect(res.statusCode).toBe(200)
  expect(res.json().status).toBe(true)
  return res.json().data
}

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

  it('finds a dish by a word only its description has', async () => {
    expect(await ids({ search: 'pomegranate' })).toEqual(['item-coban-salad'])
  })

  it('ignores case and surrounding spaces', async () => {
    for (const text of ['MARGHERITA', 'mArGhErItA', '  margherita  ']) {
      expect(await ids({ search: text })).toEqual(['item-margherita'])
    }
  })

  it('finds Turkish names typed without their accents, and with them', async () => {
    for (const text of ['kofte', 'KOFTE', 'Köfte']) {
      expect(await ids({ search: text })).toContain('item-kofte-burger')
    }
    expect(await ids({ search: 'durum' })).toContain('item-adana-durum')
    expect(await ids({ search: 'sutlac' })).toEqual(['item-rice-pudding'])
    expect(await ids({ search: 'kunefe' })).toEqual(['item-kunefe'])
  })

  it('treats unicode as plain text', async () => {
    expect(await ids({ search: 'köfte' })).toContain('item-kofte-burger')
    expect(await ids({ search: 'Sütlaç' })).toEqual(['item-rice-pudding'])
  })

  it('keeps only vegetarian dishes with food_type veg, and everything by default', async () => {
    const all = await hits({ search: 'wrap' })
    expect(all.map((hit) => hit.id)).toContain('item-doner-wrap')
    expect(await ids({ search: 'wrap', food_type: 'all' })).toEqual(
      all.map((hit) => hit.id),
    )
    expect(await ids({ search: 'wrap', food_type: 'veg' })).toEqual([
      'item-falafel-wrap',
      'item-halloumi-wrap',
    ])
  })

  it('finds matches across categories and names each category', async () => {
    const found = await hits({ search: 'halloumi' })
    expect(found.map((hit) => [hit.id, hit.categoryName])).toEqual([
      ['item-halloumi-shish', 'Kebabs'],
      ['item-halloumi-wrap', 'Wraps'],
      ['item-halloumi-burger', 'Burgers'],
    ])
  })

  it('lists name matches first, then description matches, each in menu order', async () => {
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

  it('answers an empty list when nothing matches', async () => {
    const res = await search({ search: 'sushi' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: true, data: [] })
  })

  it('never shows dishes of an inactive category', async () => {
    const hidden = await t.app.inject({
      method: 'POST',
      url: '/api/menu/menu_item',
      payload: { id: 'cat-lunch-deals' },
    })
    expect(hidden.json().data[0].name).toBe('Wrap, Chips & Can')
    expect(await ids({ search: 'Chips & Can' })).toEqual([])
    expect(await ids({ search: 'wrap' })).not.toContain('item-lunch-wrap-deal')
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

  it('refuses an unknown food_type and a body over 10 kB', async () => {
    const wrongType = await search({ search: 'wrap', food_type: 'vegan' })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json().message).toContain('food_type')
    const huge = await search({ search: 'x'.repeat(11_000) })
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toMatchObject({ status: false, code: 'BODY_TOO_LARGE' })
  })

  it.each([
    ['%', ['item-wildcards']],
    ['100%', ['item-wildcards']],
    ['_', ['item-wildcards']],
    ['e_o', ['item-wildcards']],
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
