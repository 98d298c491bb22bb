import { describe, expect, it } from 'vitest'
import { setSession } from '../store/actions'
import { rawBlogPost } from '../testing/factories'
import { orderingTimes } from '../testing/shop'
import { useTestApi } from '../testing/test-api'
import { getBlogPost, getBlogPosts } from './blog'
import { getMenuItems, getMenus } from './menus'
import { getPolicy } from './policy'
import { getProfile } from './profile'
import { getShopSettings, getShopStatus } from './shop'

const server = useTestApi()

const settings = {
  shop: {
    name: 'Ember Grill',
    description: 'Turkish grill',
    address: {
      line1: '1 Street',
      line2: '',
      city: 'Belfast',
      postcode: 'BT1 1AA',
    },
    phone: '028 9000 0000',
    email: 'hello@example.com',
    social: [{ network: 'instagram', url: 'https://instagram.com/x' }],
  },
  timings: {
    opening: [{ day: 1, open: '16:30', close: '01:00' }],
    delivery: [],
  },
  policy: {
    vatRatePercent: 20,
    discount: { percentage: 10, message: '10% off' },
    deliveryFees: [{ maxMiles: 3, feePence: 250 }],
    minimumDeliveryOrderPence: 1200,
  },
}

describe('shop', () => {
  it('getShopSettings returns data', async () => {
    server().on('GET /client/shop/settings', {
      status: 200,
      body: { status: true, data: settings },
    })
    await expect(getShopSettings()).resolves.toEqual(settings)
  })

  it('getShopStatus returns the reply’s data: open or not, why, and the ordering facts', async () => {
    const data = {
      isOpen: false,
      paused: false,
      message: 'Closed',
      nextOpeningAt: '2025-01-10T16:30:00Z',
      times: orderingTimes(),
    }
    server().on('GET /shop-status', {
      status: 200,
      body: { status: true, isOpen: false, data },
    })
    await expect(getShopStatus()).resolves.toEqual(data)
  })

  it('falls back to Failed to fetch shop settings or status', async () => {
    server().on('GET /shop-status', { status: 500, body: { status: false } })
    await expect(getShopStatus()).rejects.toThrow(
      'Failed to fetch shop settings or status',
    )
  })
})

describe('menus', () => {
  it('getMenus returns categories and the holiday notice', async () => {
    const category = {
      id: 'c1',
      _id: 'c1',
      name: 'Kebabs',
      slug: 'kebabs',
      status: 'active',
      sortOrder: 1,
    }
    server().on('GET /menus', {
      status: 200,
      body: {
        status: true,
        data: [category],
        holiday: { message: 'Closed for Eid' },
      },
    })
    await expect(getMenus()).resolves.toEqual({
      categories: [category],
      holiday: { message: 'Closed for Eid' },
    })
  })

  it('getMenuItems posts id and food_type and resolves image URLs', async () => {
    server().on('POST /menu/menu_item', {
      status: 200,
      body: {
        status: true,
        data: [
          {
            id: 'm1',
            name: 'Pizza',
            image: '/images/menu/pizza.svg',
            price: 1050,
          },
        ],
      },
    })
    const [item] = await getMenuItems('c1', 'veg')
    expect(server().requests[0]?.body).toEqual({ id: 'c1', food_type: 'veg' })
    expect(item?.imageUrl).toBe(`${server().baseURL}/images/menu/pizza.svg`)
    expect(item?.price).toBe(1050)
  })
})

describe('policy', () => {
  it('posts the policy name and returns its data', async () => {
    const policy = {
      policy: 'terms',
      title: 'Terms',
      content: '...',
      updatedAt: '2025-01-01',
    }
    server().on('POST /client/policy', {
      status: 200,
      body: { status: true, data: policy },
    })
    await expect(getPolicy('terms')).resolves.toEqual(policy)
    expect(server().requests[0]?.body).toEqual({ policy: 'terms' })
  })

  it('falls back to Error fetching policy', async () => {
    server().on('POST /client/policy', {
      status: 404,
      body: { status: false },
    })
    // @ts-expect-error: the API knows only privacy and terms (wire's policyBody)
    await expect(getPolicy('nope')).rejects.toThrow('Error fetching policy')
  })
})

describe('blog', () => {
  it('getBlogPosts normalises the posts against the API root', async () => {
    server().on('GET /blog', {
      status: 200,
      body: { status: true, posts: [rawBlogPost()] },
    })
    const [post] = await getBlogPosts()
    expect(post?.coverImageUrl).toBe(
      `${server().baseURL}/images/blog/doner.jpg`,
    )
  })

  it('getBlogPosts gives an empty list when posts is not an array', async () => {
    server().on('GET /blog', {
      status: 200,
      body: { status: true, posts: null },
    })
    await expect(getBlogPosts()).resolves.toEqual([])
  })

  it('getBlogPost reads the post field, else the whole body', async () => {
    server().on('GET /blog/a', {
      status: 200,
      body: { status: true, post: rawBlogPost({ slug: 'a' }) },
    })
    server().on('GET /blog/b', {
      status: 200,
      body: { status: true, ...rawBlogPost({ slug: 'b' }) },
    })
    await expect(getBlogPost('a')).resolves.toMatchObject({ slug: 'a' })
    await expect(getBlogPost('b')).resolves.toMatchObject({ slug: 'b' })
  })

  it('getBlogPost rejects Blog not found when the body holds no post', async () => {
    server().on('GET /blog/empty', { status: 200, body: { status: true } })
    await expect(getBlogPost('empty')).rejects.toMatchObject({
      code: 'BLOG_NOT_FOUND',
      message: 'Blog not found',
    })
  })

  it.each([[''], ['  '], [undefined], [7]])(
    'getBlogPost(%j) rejects Invalid blog slug without calling',
    async (slug) => {
      await expect(getBlogPost(slug)).rejects.toThrow('Invalid blog slug')
      expect(server().requests).toHaveLength(0)
    },
  )

  it('getBlogPost encodes the slug and falls back to Failed to load blog', async () => {
    await expect(getBlogPost('a b')).rejects.toThrow('Not found')
    expect(server().requests[0]?.route).toBe('GET /blog/a%20b')
    server().on('GET /blog/x', { status: 500, body: {} })
    await expect(getBlogPost('x')).rejects.toThrow('Failed to load blog')
  })
})

describe('profile', () => {
  it('returns the user in data', async () => {
    const user = { name: 'Ayse', email: 'a@b.co', mobile: '7911123456' }
    server().on('GET /user/get-profile', {
      status: 200,
      body: { status: true, data: user },
    })
    setSession('t')
    await expect(getProfile()).resolves.toEqual(user)
  })
})
