/**
 * Reads the board's server-sent events: `next()` resolves the next event with its arrival
 * time, `until(match)` the first one `match` accepts (those before it are dropped), or
 * throws when none came in `timeoutMs`: a lost card fails the bench instead of hanging it.
 */
function boardStream(response) {
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const waiting = []
  const arrived = []
  ;(async () => {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      for (
        let end = buffer.indexOf('\n\n');
        end !== -1;
        end = buffer.indexOf('\n\n')
      ) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const data = block.split('\n').find((line) => line.startsWith('data: '))
        if (!data) continue
        const event = block
          .split('\n')
          .find((line) => line.startsWith('event: '))
          ?.slice(7)
        const item = {
          event,
          data: JSON.parse(data.slice(6)),
          at: performance.now(),
        }
        const next = waiting.shift()
        if (next) next(item)
        else arrived.push(item)
      }
    }
  })().catch(() => {})
  const next = () =>
    arrived.length > 0
      ? Promise.resolve(arrived.shift())
      : new Promise((resolve) => waiting.push(resolve))
  return {
    next,
    async until(match, timeoutMs = 30_000) {
      const deadline = performance.now() + timeoutMs
      for (;;) {
        let timer
        const timeout = new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no such board event in ${timeoutMs} ms`)),
            Math.max(0, deadline - performance.now()),
          )
        })
        const item = await Promise.race([next(), timeout]).finally(() =>
          clearTimeout(timer),
        )
        if (match(item)) return item
      }
    },
    close: () => reader.cancel(),
  }
}

/** The owner's board on this API, once its opening `board` event (the whole board) is in. */
export async function openBoard(baseUrl, token) {
  const response = await fetch(`${baseUrl}/api/staff/board/events`, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (response.status !== 200) {
    throw new Error(`the board's stream answered ${response.status}`)
  }
  const board = boardStream(response)
  const first = await board.next()
  if (first.event !== 'board') {
    throw new Error(`the stream opened with ${first.event}`)
  }
  return board
}
