import CodepageEncoder, { type Codepage } from '@point-of-sale/codepage-encoder'

/** Epson's numbers for the code pages (ESC t n) that the encoder picks for Latin text. */
const EPSON_CODEPAGES: Record<number, Codepage> = {
  0: 'cp437',
  2: 'cp850',
  16: 'windows1252',
  18: 'cp852',
  19: 'cp858',
}

const ESC = 0x1b
const GS = 0x1d
const FS = 0x1c

/** How many argument bytes follow each command the kitchen's tickets use. */
const ARGUMENTS: Record<number, Record<number, number>> = {
  [ESC]: {
    64: 0, // @ initialise
    50: 0, // 2 default line spacing
    51: 1, // 3 line spacing
    33: 1, // ! print mode
    45: 1, // - underline
    69: 1, // E bold
    71: 1, // G double strike
    77: 1, // M font
    97: 1, // a alignment
    100: 1, // d feed lines
    74: 1, // J feed dots
    116: 1, // t code page
    123: 1, // { upside down
  },
  [GS]: {
    33: 1, // ! character size
    66: 1, // B reverse
    76: 2, // L left margin
    87: 2, // W print area width
  },
  [FS]: {
    46: 0, // . cancel Kanji mode
    67: 1, // C Kanji code system
  },
}

/**
 * The text of ESC/POS bytes as the printer would print it: every command the tickets use is
 * stripped (an unknown one throws, so a test notices bytes a printer would not understand),
 * line feeds kept, and the rest read in the code page last selected. A cut (GS V) is written
 * as a line "--- cut ---".
 */
export function escPosText(bytes: Uint8Array): string {
  let codepoints = CodepageEncoder.getCodepoints('cp437', true)
  let text = ''
  let i = 0
  while (i < bytes.length) {
    const byte = bytes[i] as number
    if (byte === 0x0a) text += '\n'
    else if (byte === 0x0d) {
      // CR: the line was already ended by LF.
    } else if (byte === ESC || byte === GS || byte === FS) {
      const command = bytes[i + 1] as number
      if (byte === GS && command === 0x56) {
        // GS V m [n]: function A (m 0, 1, 48, 49) has no n; function B has one.
        const m = bytes[i + 2] as number
        i += [0, 1, 48, 49].includes(m) ? 3 : 4
        text += '--- cut ---\n'
        continue
      }
      const count = ARGUMENTS[byte]?.[command]
      if (count === undefined) {
        throw new Error(
          `unknown ESC/POS command 0x${byte.toString(16)} 0x${command?.toString(16)} at byte ${i}`,
        )
      }
      if (byte === ESC && command === 0x74) {
        const page = EPSON_CODEPAGES[bytes[i + 2] as number]
        if (!page) throw new Error(`code page ${bytes[i + 2]} is not decoded`)
        codepoints = CodepageEncoder.getCodepoints(page, true)
      }
      i += 2 + count
      continue
    } else if (byte < 0x20) {
      throw new Error(`unexpected control byte 0x${byte.toString(16)} at ${i}`)
    } else text += String.fromCodePoint(codepoints[byte] ?? 0x3f)
    i += 1
  }
  return text
}
