/** The kinds of file taken as photos; everything else is refused before any decoder sees it. */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif'

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte)

const ascii = (bytes: Buffer, from: number, to: number) =>
  bytes.toString('latin1', from, to)

/** The brands an ISO media file (HEIF, AVIF) declares in its leading `ftyp` box. */
function ftypBrands(bytes: Buffer): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return []
  const size = Math.min(bytes.readUInt32BE(0), bytes.length)
  const brands = [ascii(bytes, 8, 12)]
  // After the major brand and its version come the compatible brands, 4 bytes each.
  for (let at = 16; at + 4 <= size; at += 4)
    brands.push(ascii(bytes, at, at + 4))
  return brands
}

const AVIF_BRANDS = ['avif', 'avis']
// iPhones write `heic` (HEVC stills); `mif1`/`msf1` are the generic HEIF brands.
const HEIC_BRANDS = [
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
]

/**
 * What the file is, read from its first bytes: the name and the Content-Type a browser
 * sends come from the file's extension, which says nothing about its content.
 */
export function sniffPhotoFormat(bytes: Buffer): PhotoFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'webp'
  const brands = ftypBrands(bytes)
  if (brands.some((brand) => AVIF_BRANDS.includes(brand))) return 'avif'
  if (brands.some((brand) => HEIC_BRANDS.includes(brand))) return 'heic'
  return null
}
