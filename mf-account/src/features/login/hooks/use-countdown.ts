import { useCallback, useEffect, useState } from 'react'

const TICK_MS = 1_000

/**
 * Whole seconds left until a deadline, for 'Resend code in N s'. It counts
 * from the clock, not from ticks, so a throttled background tab stays right.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (endsAt <= Date.now()) return
    const timer = setInterval(() => {
      const time = Date.now()
      setNow(time)
      if (time >= endsAt) clearInterval(timer)
    }, TICK_MS)
    return () => clearInterval(timer)
  }, [endsAt])

  const start = useCallback((seconds: number) => {
    const time = Date.now()
    setNow(time)
    setEndsAt(time + Math.max(0, Math.ceil(seconds)) * TICK_MS)
  }, [])

  return { seconds: Math.max(0, Math.ceil((endsAt - now) / TICK_MS)), start }
}
