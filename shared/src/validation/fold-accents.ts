// Letters NFKD does not take apart into a base letter and accents.
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  '&': ' and ',
}

/**
 * Text as people on a UK keyboard type it: lower case, accents folded (Döner → doner,
 * Şiş → sis, İskender → iskender), & as "and". Slugs and the menu search both start here.
 */
export function foldAccents(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæœøđðþłı&]/g, (letter) => FOLDS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
}
