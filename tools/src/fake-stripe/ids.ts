import { randomBytes } from 'node:crypto'

const ALPHABET =
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** An id shaped like Stripe's: a type prefix and random letters (`cs_test_a1B2…`). */
export function newId(prefix: string, length = 24) {
  const letters = [...randomBytes(length)].map(
    (byte) => ALPHABET[byte % ALPHABET.length],
  )
  return `${prefix}_${letters.join('')}`
}
