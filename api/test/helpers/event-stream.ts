/** Reads server-sent events from a fetch response, one `next()` at a time. */
export function readEvents(response: Response) {
  if (!response.body) throw new Error('no body to read events from')
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  return {
    /** The next event's name and parsed data (comments and retry lines are skipped). */
    async next(timeoutMs = 5000): Promise<{ event: string; data: unknown }> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const end = buffer.indexOf('\n\n')
        if (end !== -1) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const lines = block.split('\n')
          const data = lines.find((l) => l.startsWith('data: '))
          if (!data) continue
          const event =
            lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message'
          return { event, data: JSON.parse(data.slice(6)) }
        }
        const left = deadline - Date.now()
        if (left <= 0) throw new Error('no event in time')
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('no event in time')), left),
          ),
        ])
        if (chunk.done) throw new Error('the stream ended')
        buffer += decoder.decode(chunk.value, { stream: true })
      }
    },
    /**
     * The next event about the order `id`, skipping others: a board looks back a few seconds
     * when it connects, so an order an earlier test changed may come through first.
     */
    async nextAbout(
      id: string,
      timeoutMs = 5000,
    ): Promise<{ event: string; data: unknown }> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const next = await this.next(Math.max(1, deadline - Date.now()))
        if ((next.data as { _id?: string } | null)?._id === id) return next
      }
    },
    close: () => reader.cancel(),
  }
}
