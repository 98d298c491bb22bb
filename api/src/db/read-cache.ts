export type ReadCacheOptions = {
  /** How long a read is served; 0 reads again for every caller. */
  ttlMs: number
  now: () => Date
}

/**
 * A value read from the database and kept in memory for ttlMs; one read refreshes it however
 * many callers arrive while it runs. Each API instance keeps its own copy and the database
 * stays the only truth: a change made there is seen everywhere within ttlMs.
 */
export function createReadCache<T>(
  read: () => Promise<T>,
  { ttlMs, now }: ReadCacheOptions,
) {
  let kept: { value: T; readAt: number } | null = null
  let reading: Promise<T> | null = null
  // Bumped by forget(): a read begun before a write may return what the write replaced,
  // so it is handed to the callers that were waiting for it but never kept.
  let generation = 0

  // A clock set back (or a test's clock) must not make an old read look fresh.
  const isFresh = (readAt: number) => {
    const age = now().getTime() - readAt
    return age >= 0 && age < ttlMs
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
      const current = read()
        .then((value) => {
          if (started === generation) kept = { value, readAt: now().getTime() }
          return value
        })
        .finally(() => {
          if (reading === current) reading = null
        })
      reading = current
      return current
    },
  }
}
