import { useEffect, useState } from 'react'

/** How soon a promised time that passes turns into "running late" on the bar and an order's page. */
export const LATENESS_CHECK_MS = 15_000

/** The current time, renewed every `everyMs`: enough for a "N min ago" label. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
