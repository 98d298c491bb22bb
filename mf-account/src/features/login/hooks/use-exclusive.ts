import { useRef, useState } from 'react'

/**
 * Runs one task at a time: a second click or Enter while one runs gets
 * `idle` back at once. `isBusy` drives the buttons' busy state.
 */
export function useExclusive() {
  const [isBusy, setIsBusy] = useState(false)
  const busyRef = useRef(false)

  async function run<T>(task: () => Promise<T>, idle: T): Promise<T> {
    if (busyRef.current) return idle
    busyRef.current = true
    setIsBusy(true)
    try {
      return await task()
    } finally {
      busyRef.current = false
      setIsBusy(false)
    }
  }

  return { isBusy, run }
}
