import type { Sharp } from 'sharp'

export type SharpModule = typeof import('sharp').default

let loading: Promise<SharpModule> | null = null

/**
 * sharp (libvips) is loaded by the first upload, not at start-up: it holds ~32 MB that an
 * instance nobody uploads to never needs.
 */
export function loadSharp(): Promise<SharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Each upload is decoded once; libvips' operation cache would only hold on to memory.
    sharp.cache(false)
    // One libvips thread: the encoders work mostly on one core anyway (measured: a
    // 12-megapixel JPEG took the same 1.1–1.4 s with one thread as with two), and the other
    // core stays free for the requests the API answers meanwhile.
    sharp.concurrency(1)
    return sharp
  })
  return loading
}

/**
 * sharp's prebuilt libvips reads HEIC headers but cannot decode HEVC (a patent-encumbered
 * codec it leaves out), so iPhone photos are decoded by libheif compiled to WebAssembly. It
 * applies the file's rotation itself, as the HEIF format requires (EXIF orientation is not
 * applied again). Loaded on the first HEIC, not at start-up.
 */
export async function decodeHeic(
  sharp: SharpModule,
  bytes: Buffer,
): Promise<Sharp> {
  const { default: decode } = await import('heic-decode')
  const { width, height, data } = await decode({ buffer: bytes })
  const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  return sharp(pixels, { raw: { width, height, channels: 4 } }).removeAlpha()
}
