import { z } from '../validation/zod'

/** A photo's id: 32 hex digits, the first 128 bits of the uploaded file's SHA-256. */
export const PHOTO_ID = /^[0-9a-f]{32}$/

/**
 * The Content-Types POST /staff/photos takes (the body is the file's bytes): what a browser
 * may say the file is. The bytes decide what it really is; a file a browser has no type for
 * (often a HEIC) goes as application/octet-stream.
 */
export const PHOTO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
  'application/octet-stream',
] as const

/** One encoding of a photo at one size. */
const photoVariant = z.object({
  width: z.number().int(),
  height: z.number().int(),
  path: z
    .string()
    .describe('Below the API root, e.g. /media/<id>/800.webp; never changes'),
})

/**
 * A photo the owner uploaded (a dish, a post's cover), as every reply that shows one carries
 * it: the same sizes in AVIF and WebP by ascending width, for `<picture>` and `srcset`.
 */
export const photo = z
  .object({
    // The same file gives the same id, so its URLs never change.
    id: z.string().describe('A hash of the uploaded file'),
    width: z.number().int().describe('Of the largest variant, upright'),
    height: z.number().int(),
    placeholder: z
      .string()
      .describe(
        'A tiny blurred data:image/webp;base64 URI to show while loading',
      ),
    avif: z.array(photoVariant).describe('By ascending width'),
    webp: z
      .array(photoVariant)
      .describe('The same sizes, for browsers without AVIF'),
  })
  .meta({ id: 'Photo' })

/** POST /staff/photos's answer: the stored photo's variants. */
export const photoUploadReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: photo,
})

/** GET /media/:id/:file: one variant's bytes (not JSON), cached for good. */
export const photoVariantReply = z.string().describe('image/avif or image/webp')

/** One encoding of a photo at one size; the API root plus `path` is the image's address. */
export type PhotoVariant = z.infer<typeof photoVariant>
export type Photo = z.infer<typeof photo>
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number]
