import { createHash } from 'node:crypto'
import type { VariantFormat } from './photo-transform'

/** A variant's file name: its width and format, e.g. `800.webp`. */
export const VARIANT_FILE = /^([1-9][0-9]{0,4})\.(avif|webp)$/

export const CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
}

/**
 * The same file always gets the same id (PHOTO_ID: the first 128 bits of its SHA-256), so a
 * photo's URLs can be cached for good.
 */
export const photoIdOf = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 32)

export const variantFile = (variant: {
  width: number
  format: VariantFormat
}) => `${variant.width}.${variant.format}`

/** The storage key of a photo's file. */
export const fileKey = (id: string, file: string) => `${id}/${file}`

/** Its address below the API root, as replies give it. */
export const filePath = (id: string, file: string) => `/media/${id}/${file}`
