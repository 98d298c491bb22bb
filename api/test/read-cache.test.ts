import { describe, expect, it } from 'vitest'
import { createReadCache } from '../src/db/read-cache'

/** A read the test finishes by hand, so it can write in between. */
function slowReads() {
  const pending: ((value: string) => void)[] = []
  let calls = 0
  const read = () => {
    calls += 1
    return new Promise<string>((resolve) => pending.push(resolve))
  }
  return { read, pending, calls: () => calls }
}

const clock = { now: () => new Date(0) }

describe('createReadCache', () => {
  it('shares one read among the callers that arrive while it runs', async () => {
    const reads = slowReads()
    const cache = createReadCache(reads.read, { ttlMs: 3000, ...clock })
    const both = Promise.all([cache.get(), cache.get()])
    reads.pending[0]?.('v1')
    expect(await both).toEqual(['v1', 'v1'])
    expect(await cache.get()).toBe('v1')
    expect(reads.calls()).toBe(1)
  })

  it('never keeps a read begun before forget(): the next caller reads again', async () => {
    const reads = slowReads()
    const cache = createReadCache(reads.read, { ttlMs: 3000, ...clock })
    const before = cache.get()
    // The owner's save lands, and the instance forgets while the old read still runs.
    cache.forget()
    const after = cache.get()
    reads.pending[0]?.('old')
    reads.pending[1]?.('new')
    expect(await before).toBe('old')
    expect(await after).toBe('new')
    expect(await cache.get()).toBe('new')
    expect(reads.calls()).toBe(2)
  })
})
