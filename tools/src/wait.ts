import { sleep } from './ports'

/** True when `url` gives any HTTP answer within a second (so something listens there). */
function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  )
}

/**
 * Waits until `url` answers at all. `whyNot()` is asked between tries: a server that exited
 * returns why (its last words), which ends the wait at once with that in the error.
 */
export async function waitUntilUp(
  url: string,
  {
    timeoutMs = 15_000,
    intervalMs = 100,
    whyNot = () => null,
  }: {
    timeoutMs?: number
    /** Between tries; short where the wait itself is measured (the API's start-up). */
    intervalMs?: number
    whyNot?: () => string | null
  } = {},
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const reason = whyNot()
    if (reason) throw new Error(`${url} will not answer: ${reason}`)
    if (await answers(url)) return
    await sleep(intervalMs)
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/**
 * Waits until nothing answers at `url`: a server stopped a moment ago may still hold the port,
 * and one left running by an earlier run would otherwise answer for the new one.
 */
export async function waitUntilFree(url: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs
  while (await answers(url)) {
    if (Date.now() > deadline)
      throw new Error(`${url} is still served by another process`)
    await sleep(100)
  }
}
