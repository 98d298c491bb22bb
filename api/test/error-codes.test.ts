import { ERROR_CODES } from '@food/shared/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BadRequestError,
  ConflictError,
  DomainError,
  NotFoundError,
  UnprocessableError,
} from '../src/errors'
import { startTestApp, type TestApp } from './helpers/test-app'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp({})
})
afterAll(() => t.close())

describe('the error codes the API replies with', () => {
  it('are the shared ERROR_CODES, listed in the OpenAPI document', async () => {
    const doc = (
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json()
    const codes = doc.components.schemas.ErrorReply.properties.code.enum
    expect([...codes].sort()).toEqual(Object.values(ERROR_CODES).sort())
  })

  it('refuses, at type-check time, a code the shared list does not have', () => {
    // Each line below fails `pnpm -r typecheck` without its @ts-expect-error.
    const refused = [
      // @ts-expect-error: 'NO_SUCH_CODE' is not an ErrorCode
      new DomainError(400, 'NO_SUCH_CODE', 'x'),
      // @ts-expect-error: 'NO_SUCH_CODE' is not an ErrorCode
      new NotFoundError('NO_SUCH_CODE', 'x'),
      // @ts-expect-error: 'NO_SUCH_CODE' is not an ErrorCode
      new BadRequestError('x', 'NO_SUCH_CODE'),
      // @ts-expect-error: 'NO_SUCH_CODE' is not an ErrorCode
      new UnprocessableError('NO_SUCH_CODE', 'x'),
      // @ts-expect-error: 'NO_SUCH_CODE' is not an ErrorCode
      new ConflictError('NO_SUCH_CODE', 'x'),
    ]
    expect(refused.map((error) => error.code)).toEqual(
      Array(5).fill('NO_SUCH_CODE'),
    )
  })
})
