import type { Photo } from '@food/shared/types'
import { z } from 'zod'
import { PHOTO_ID, VARIANT_FILE } from './photo-files'

const photoVariant = z.object({
  width: z.number().int(),
  height: z.number().int(),
  path: z
    .string()
    .describe('Below the API root, e.g. /media/<id>/800.webp; never changes'),
})

/** The shared `Photo` type as a reply schema (checked against it below). */
export const photo = z
  .object({
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
  .meta({ id: 'Photo' }) satisfies z.ZodType<Photo>

export const photoUploadReply = z.object({
  status: z.literal(true),
  message: z.string(),
  data: photo,
})

/** The request body: the file's bytes, read whatever the Content-Type (see photo.routes). */
export const photoFile = z
  .custom<Buffer>((value) => Buffer.isBuffer(value) && value.length > 0, {
    error: "Send the photo's bytes as the request body",
  })
  .meta({ type: 'string', format: 'binary' })

/** What a browser may say the file is; the bytes decide what it really is. */
export const PHOTO_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
  'application/octet-stream',
]

export const mediaParams = z.object({
  id: z.string().regex(PHOTO_ID, 'id must be a photo id (32 hex digits)'),
  file: z
    .string()
    .regex(VARIANT_FILE, 'file must be a width and a format, e.g. 800.webp'),
})
