import { describe, expect, it } from 'vitest'
import { escPosText } from './escpos-text'

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part,
    ),
  )

describe('escPosText', () => {
  it('strips commands, keeps lines, reads the selected code page and marks the cut', () => {
    const ticket = bytes(
      [0x1b, 0x40, 0x1d, 0x21, 0x11],
      'ORDER 1042',
      [0x0a, 0x0d, 0x1b, 0x74, 0x00, 0x9c],
      '5.49',
      [0x0a, 0x1b, 0x74, 0x10, 0xe9, 0x0a, 0x1d, 0x56, 0x41, 0x03],
    )
    expect(escPosText(ticket)).toBe('ORDER 1042\n£5.49\né\n--- cut ---\n')
  })

  it('refuses a command a ticket never sends', () => {
    expect(() => escPosText(bytes([0x1b, 0x7f, 0x00]))).toThrow(
      'unknown ESC/POS command 0x1b 0x7f at byte 0',
    )
  })
})
