import { UK_ALLERGENS } from '@food/shared/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './helpers/test-app'

type Item = {
  id: string
  price: number
  isVeg: boolean
  allergens: string[]
  addonGroups: { min: number; max: number; items: { price: number }[] }[]
}

let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const listItems = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/menu/menu_item', payload })

describe('GET /api/menus', () => {
  it('lists at least six active categories in order, with no holiday', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/menus' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.status).toBe(true)
    expect(body.holiday).toBeNull()
    const active = body.data.filter(
      (c: { status: string }) => c.status === 'active',
    )
    expect(active.length).toBeGreaterThanOrEqual(6)
    expect(body.data[0]).toEqual({
      id: 'cat-kebabs',
      _id: 'cat-kebabs',
      name: 'Kebabs',
      slug: 'kebabs',
      status: 'active',
      sortOrder: 1,
    })
  })
})

describe('POST /api/menu/menu_item', () => {
  it('seeds at least 40 items with prices in pence and allergens from the UK 14', async () => {
    const { data: categories } = (
      await t.app.inject({ method: 'GET', url: '/api/menus' })
    ).json()
    const items: Item[] = []
    for (const category of categories) {
      const res = await listItems({ id: category.id })
      expect(res.statusCode).toBe(200)
      items.push(...res.json().data)
    }
    expect(items.length).toBeGreaterThanOrEqual(40)
    for (const item of items) {
      expect(Number.isInteger(item.price) && item.price > 0).toBe(true)
      for (const allergen of item.allergens)
        expect(UK_ALLERGENS).toContain(allergen)
      for (const group of item.addonGroups) {
        expect(group.max).toBeGreaterThanOrEqual(group.min)
        expect(group.items.length).toBeGreaterThan(0)
      }
    }
    expect(items.some((item) => item.addonGroups.length > 0)).toBe(true)
  })

  it('returns a category’s items with add-on groups', async () => {
    const res = await listItems({ id: 'cat-pizzas', food_type: 'all' })
    const margherita = res
      .json()
      .data.find((i: Item) => i.id === 'item-margherita')
    expect(margherita).toMatchObject({
      _id: 'item-margherita',
      categoryId: 'cat-pizzas',
      name: 'Margherita',
      image: '/images/menu/margherita.svg',
      price: 899,
      isVeg: true,
      available: true,
    })
    expect(margherita.addonGroups[0]).toMatchObject({
      id: 'addon-pizza-size',
      name: 'Pizza size',
      min: 1,
      max: 1,
    })
    expect(margherita.addonGroups[0].items[1]).toEqual({
      id: 'size-12',
      name: '12 inch',
      price: 250,
      soldOut: false,
      allergens: [],
    })
  })

  it('lists what each add-on contains, from the 14 UK allergens', async () => {
    const pizzas = (await listItems({ id: 'cat-pizzas' })).json().data as {
      addonGroups: { items: { id: string; allergens: string[] }[] }[]
    }[]
    const toppings = pizzas[0]?.addonGroups.flatMap((group) => group.items)
    expect(
      toppings?.find((item) => item.id === 'topping-cheese'),
    ).toMatchObject({ allergens: ['milk'] })
    expect(
      toppings?.find((item) => item.id === 'topping-mushrooms')?.allergens,
    ).toEqual([])
  })

  it('gives a dish only a picture of that dish, else none', async () => {
    const kebabs = (await listItems({ id: 'cat-kebabs' })).json().data as {
      id: string
      image: string | null
    }[]
    const image = (id: string) => kebabs.find((item) => item.id === id)?.image
    // A meat skewer fits the Adana, not the vegetarian Falafel Plate or Halloumi Shish.
    expect(image('item-adana-kebab')).toBe('/images/menu/kebab.svg')
    expect(image('item-falafel-plate')).toBeNull()
    expect(image('item-halloumi-shish')).toBeNull()
    const drinks = (await listItems({ id: 'cat-drinks' })).json().data as {
      id: string
      image: string | null
    }[]
    expect(drinks.find((item) => item.id === 'item-water')?.image).toBeNull()
  })

  it('filters to vegetarian dishes with food_type veg', async () => {
    const all = (await listItems({ id: 'cat-kebabs' })).json().data as Item[]
    const veg = (await listItems({ id: 'cat-kebabs', food_type: 'veg' })).json()
      .data as Item[]
    expect(veg.length).toBeGreaterThan(0)
    expect(veg.length).toBeLessThan(all.length)
    expect(veg.every((item) => item.isVeg)).toBe(true)
  })

  it('answers an unknown category with 404 and a clear message', async () => {
    const res = await listItems({ id: 'cat-sushi' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      status: false,
      message: 'Menu category "cat-sushi" was not found.',
      code: 'CATEGORY_NOT_FOUND',
    })
  })

  it('answers a missing id with 400 naming the field', async () => {
    const res = await listItems({ food_type: 'veg' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('id')
  })
})
