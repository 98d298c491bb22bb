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

  it('after ttlMs asks the revision first, and reads again only when it changed', async () => {
    let at = 0
    let revision = 1
    let reads = 0
    const asked: string[] = []
    const cache = createReadCache(
      async () => {
        asked.push('value')
        reads += 1
        return `menu ${reads}`
      },
      { ttlMs: 3000, now: () => new Date(at) },
      {
        revision: async () => {
          asked.push('revision')
          return String(revision)
        },
      },
    )
    expect(await cache.get()).toBe('menu 1')
    // The revision is read before the value it stands for.
    expect(asked).toEqual(['revision', 'value'])

    at = 3000
    expect(await cache.get()).toBe('menu 1')
    expect(asked).toEqual(['revision', 'value', 'revision'])
    // Unchanged, the kept value serves another ttlMs without asking anything.
    at = 5999
    expect(await cache.get()).toBe('menu 1')
    expect(asked).toHaveLength(3)

    revision = 2
    at = 6000
    expect(await cache.get()).toBe('menu 2')
    expect(asked.slice(3)).toEqual(['revision', 'value'])
  })

  it('reads again after forget() even when the revision did not move', async () => {
    let reads = 0
    const cache = createReadCache(
      async () => `menu ${++reads}`,
      { ttlMs: 3000, ...clock },
      { revision: async () => '1' },
    )
    expect(await cache.get()).toBe('menu 1')
    cache.forget()
    expect(await cache.get()).toBe('menu 2')
  })
})
