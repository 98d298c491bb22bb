export type ReadCacheOptions = {
  /** How long a read is served; 0 reads again for every caller. */
  ttlMs: number
  now: () => Date
}

export type Revision = {
  /**
   * A one-row read that changes whenever `read` would answer differently (a counter the
   * database's triggers bump). Once ttlMs has passed it is asked first, and while it is
   * unchanged the kept value serves another ttlMs without being read again.
   */
  revision?: () => Promise<string>
}

type Kept<T> = { value: T; readAt: number; revision: string | null }

/**
 * A value read from the database and kept in memory for ttlMs; one read refreshes it however
 * many callers arrive while it runs. Each API instance keeps its own copy and the database
 * stays the only truth: a change made there is seen everywhere within ttlMs.
 */
export function createReadCache<T>(
  read: () => Promise<T>,
  { ttlMs, now }: ReadCacheOptions,
  { revision }: Revision = {},
) {
  let kept: Kept<T> | null = null
  let reading: Promise<T> | null = null
  // Bumped by forget(): a read begun before a write may return what the write replaced,
  // so it is handed to the callers that were waiting for it but never kept.
  let generation = 0

  // A clock set back (or a test's clock) must not make an old read look fresh.
  const isFresh = (readAt: number) => {
    const age = now().getTime() - readAt
    return age >= 0 && age < ttlMs
  }

  /** Reads again unless the revision says the kept value is still the database's. */
  async function refresh(previous: Kept<T> | null): Promise<Kept<T>> {
    // The revision is read before the value: a change between the two reads leaves a newer
    // revision behind, so the next check reads again rather than keep a stale value.
    const current = revision ? await revision() : null
    if (previous && current !== null && current === previous.revision) {
      return { ...previous, readAt: now().getTime() }
    }
    return { value: await read(), readAt: now().getTime(), revision: current }
  }

  return {
    /** Drops the kept value: this instance's own write is seen on the next read. */
    forget() {
      kept = null
      reading = null
      generation += 1
    },
    get(): Promise<T> {
      if (kept && isFresh(kept.readAt)) return Promise.resolve(kept.value)
      if (reading) return reading
      const started = generation
      const current = refresh(kept)
        .then((next) => {
          if (started === generation) kept = next
          return next.value
        })
        .finally(() => {
          if (reading === current) reading = null
        })
      reading = current
      return current
    },
  }
}
