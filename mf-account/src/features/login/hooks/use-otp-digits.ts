import { OTP_LENGTH } from '@food/shared/types'
import { useState } from 'react'

const EMPTY: readonly string[] = Array.from({ length: OTP_LENGTH }, () => '')

/** The four OTP boxes' digits. */
export function useOtpDigits() {
  const [digits, setDigits] = useState<readonly string[]>(EMPTY)

  /** Writes digits into the boxes from `index` on; returns how many it wrote. */
  function fill(index: number, typed: string): number {
    const written = typed.slice(0, OTP_LENGTH - index)
    setDigits((current) =>
      current.map((digit, at) =>
        at >= index && at < index + written.length
          ? (written[at - index] ?? digit)
          : digit,
      ),
    )
    return written.length
  }

  function clear(index: number) {
    setDigits((current) =>
      current.map((digit, at) => (at === index ? '' : digit)),
    )
  }

  return { digits, fill, clear, reset: () => setDigits(EMPTY) }
}
