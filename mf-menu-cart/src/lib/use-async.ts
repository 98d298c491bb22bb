import { useCallback, useEffect, useState } from 'react'

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: Error }

export type AsyncResult<T> = AsyncState<T> & { retry: () => void }

type Load<T> = (signal: AbortSignal) => Promise<T>

type Settled<T> = {
  load: Load<T>
  attempt: number
  state: AsyncState<T>
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}

/**
 * Runs `load` whenever its identity changes (wrap it in useCallback) and on
 * retry. A newer request makes older answers stale: they are aborted and
 * dropped, so a slow reply for a previous category never wins.
 */
export function useAsync<T>(load: Load<T>): AsyncResult<T> {
  const [attempt, setAttempt] = useState(0)
  const [settled, setSettled] = useState<Settled<T> | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) {
          setSettled({ load, attempt, state: { status: 'success', data } })
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setSettled({
            load,
            attempt,
            state: { status: 'error', error: toError(error) },
          })
        }
      },
    )
    return () => controller.abort()
  }, [load, attempt])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  const isCurrent = settled?.load === load && settled.attempt === attempt
  return isCurrent ? { ...settled.state, retry } : { status: 'loading', retry }
}
