import { PassThrough } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { testEnv } from './helpers/test-app'
import { createTestDatabase, type TestDatabase } from './helpers/test-database'

let database: TestDatabase
let app: FastifyInstance
const lines: Record<string, unknown>[] = []

beforeAll(async () => {
  database = await createTestDatabase()
  const stream = new PassThrough()
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line))
  })
  app = await buildApp({
    env: testEnv(database, { LOG_LEVEL: 'info' }),
    db: database.db,
    logger: { stream },
  })
})
afterAll(async () => {
  await app.close()
  await database.drop()
})

it('writes one line per request, with its method, path, status and time', async () => {
  lines.length = 0
  await app.inject({ method: 'GET', url: '/api/menus' })
  await app.inject({ method: 'GET', url: '/api/no-such-path' })
  const requests = lines.filter((line) => line.msg === 'request')
  expect(requests).toEqual([
    expect.objectContaining({
      method: 'GET',
      url: '/api/menus',
      statusCode: 200,
    }),
    expect.objectContaining({
      method: 'GET',
      url: '/api/no-such-path',
      statusCode: 404,
    }),
  ])
  expect(requests[0]?.ms).toEqual(expect.any(Number))
  // Nothing else is logged for a request that went well.
  expect(lines).toHaveLength(2)
})
