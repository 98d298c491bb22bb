import type { OutputInfo, Sharp } from 'sharp'
import { createSerialGate } from './one-at-a-time'
import {
  PhotoNotSupportedError,
  PhotoTooManyPixelsError,
  PhotoTooSmallError,
} from './photo.errors'
import { decodeHeic, loadSharp, type SharpModule } from './photo-codecs'
import { type PhotoFormat, sniffPhotoFormat } from './photo-format'
import {
  MAX_PHOTO_PIXELS,
  MIN_PHOTO_SIDE,
  PLACEHOLDER_WIDTH,
  VARIANT_WIDTHS,
} from './photo-limits'

export type VariantFormat = 'avif' | 'webp'
type EncodedVariant = {
  format: VariantFormat
  width: number
  height: number
  bytes: Buffer
}
export type ProcessedPhoto = {
  /** Of the largest variant. */
  width: number
  height: number
  placeholder: string
  /** By ascending width, AVIF then WebP at each. */
  variants: EncodedVariant[]
}

/**
 * Measured on the 12-megapixel JPEG of bench/photos (docs/decisions/007): AVIF effort 4 (sharp's default)
 * took 3× the CPU of effort 3 (2.9 s against 1 s a photo) for files 0–23% smaller.
 */
const ENCODERS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3 }),
  webp: (image) => image.webp({ quality: 80, effort: 4 }),
}

// A small server has memory and a core for one photo at a time: later uploads wait their turn.
const oneAtATime = createSerialGate()

/**
 * Checks an upload (what it is, from its bytes; its pixel count and size, from its header)
 * and makes the variants: upright, sRGB, without any metadata, in AVIF and WebP.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const format = sniffPhotoFormat(bytes)
  if (!format) throw new PhotoNotSupportedError()
  const sharp = await loadSharp()
  const { width, height } = await readSize(sharp, bytes)
  if (width * height > MAX_PHOTO_PIXELS) throw new PhotoTooManyPixelsError()
  if (Math.min(width, height) < MIN_PHOTO_SIDE) throw new PhotoTooSmallError()
  const sizes = variantSizes(width, height)
  return oneAtATime.run(async () => {
    const base = await decodeUpright(sharp, bytes, format, sizes.at(-1) as Size)
    const variants: EncodedVariant[] = []
    for (const size of sizes) {
      for (const variantFormat of ['avif', 'webp'] as const) {
        variants.push(await encode(sharp, base, size, variantFormat))
      }
    }
    return {
      ...base.size,
      placeholder: await placeholder(sharp, base),
      variants,
    }
  })
}

/** Width and height as shown (EXIF orientation applied), from the header alone. */
async function readSize(sharp: SharpModule, bytes: Buffer) {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
    return metadata.autoOrient
  } catch {
    throw new PhotoNotSupportedError()
  }
}

type Size = { width: number; height: number }

/**
 * The sizes to make, smallest first: the widths the photo reaches (never upscaled), or its
 * own when it reaches none; heights keep the photo's proportions, rounded once from its own.
 */
function variantSizes(width: number, height: number): Size[] {
  const reached = VARIANT_WIDTHS.filter((w) => w <= width)
  return (reached.length > 0 ? reached : [width]).map((w) => ({
    width: w,
    height: Math.max(1, Math.round((w * height) / width)),
  }))
}

/** Raw pixels of the largest variant, from which every variant is made. */
type RawImage = { data: Buffer; info: OutputInfo; size: Size }

/**
 * Decodes once, upright and at the largest variant's width, to raw sRGB pixels: nothing of
 * the file but its pixels goes further, so no EXIF (GPS), XMP or IPTC can reach a variant.
 */
async function decodeUpright(
  sharp: SharpModule,
  bytes: Buffer,
  format: PhotoFormat,
  size: Size,
): Promise<RawImage> {
  try {
    const image =
      format === 'heic'
        ? await decodeHeic(sharp, bytes)
        : sharp(bytes, {
            failOn: 'error',
            limitInputPixels: MAX_PHOTO_PIXELS,
          }).autoOrient()
    const { data, info } = await image
      .resize({ ...size, fit: 'fill' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true })
    return { data, info, size }
  } catch {
    // A damaged or truncated file, or one whose header lies about its content.
    throw new PhotoNotSupportedError()
  }
}

const rawInput = ({ info }: RawImage) => ({
  raw: { width: info.width, height: info.height, channels: info.channels },
})

async function encode(
  sharp: SharpModule,
  base: RawImage,
  size: Size,
  format: VariantFormat,
): Promise<EncodedVariant> {
  const resized = sharp(base.data, rawInput(base)).resize({
    ...size,
    fit: 'fill',
  })
  const bytes = await ENCODERS[format](resized).toBuffer()
  return { format, ...size, bytes }
}

/** A tiny blurred WebP, inline in every reply, shown while the photo loads. */
async function placeholder(
  sharp: SharpModule,
  base: RawImage,
): Promise<string> {
  const bytes = await sharp(base.data, rawInput(base))
    .resize({ width: PLACEHOLDER_WIDTH })
    .blur(1)
    .webp({ quality: 40 })
    .toBuffer()
  return `data:image/webp;base64,${bytes.toString('base64')}`
}
