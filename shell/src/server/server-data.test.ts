import { menuQuery, shopStatusQuery } from '@food/shared/api'
import { createQueryClient } from '@food/shared/query'
import { useTestApi } from '@food/shared/testing/server'
import { describe, expect, it } from 'vitest'
import { createServerData } from './server-data'

const api = useTestApi()

const menus = (name: string) => ({
  status: 200,
  body: {
    status: true,
    data: [{ id: 'c1', name, status: 'active' }],
    holiday: null,
  },
})

async function render(data: ReturnType<typeof createServerData>) {
  const client = createQueryClient()
  await client.prefetchQuery(data.route(menuQuery()))
  return data.versionOfAll(client)
}

describe('the render server’s data', () => {
  it('asks the API once per time-to-live, however many pages render', async () => {
    api().on('GET /menus', menus('Kebabs'))
    const data = createServerData(60_000)
    const versions = await Promise.all([
      render(data),
      render(data),
      render(data),
    ])
    await render(data)
    expect(api().requests.map(({ route }) => route)).toEqual(['GET /menus'])
    expect(new Set(versions).size).toBe(1)
  })

  it('keeps the version while the answer is unchanged, and changes it with the data', async () => {
    api().on('GET /menus', menus('Kebabs'))
    const data = createServerData(0)
    const first = await render(data)
    expect(await render(data)).toBe(first)
    api().on('GET /menus', menus('Kebabs and wraps'))
    const changed = await render(data)
    expect(changed).not.toBe(first)
    expect(api().requests).toHaveLength(3)
  })

  it('gives no version when an answer failed, so the page is not cached', async () => {
    api().on('GET /shop-status', { status: 500, body: { status: false } })
    const data = createServerData(60_000)
    const client = createQueryClient()
    await client.prefetchQuery(data.route(shopStatusQuery()))
    expect(client.getQueryState(shopStatusQuery().queryKey)?.status).toBe(
      'error',
    )
    expect(data.versionOfAll(client)).toBeNull()
  })
})
