import { useEffect, useState } from 'react'
import { useClockOffset } from '../state/connection-store'

/** The server's time now, on the device's clock corrected by the last board; ticks. */
export function useServerNow(everyMs = 1000): number {
  const offset = useClockOffset()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now + offset
}
