import { z } from 'zod'
import { PHOTO_ID, VARIANT_FILE } from './photo-files'

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
