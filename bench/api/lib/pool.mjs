/** fn(item, index) for every item, at most `limit` at a time; resolves the results in order. */
export async function mapLimit(items, limit, fn) {
  const results = new Array(items.length)
  let next = 0
  async function worker() {
    while (next < items.length) {
      const slot = next++
      results[slot] = await fn(items[slot], slot)
    }
  }
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, worker),
  )
  return results
}
