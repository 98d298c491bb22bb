import { PHOTO_ID } from '@food/shared/wire'
import { z } from 'zod'
import { VARIANT_FILE } from './photo-files'

/** The request body: the file's bytes, read whatever the Content-Type (see photo.routes). */
export const photoFile = z
  .custom<Buffer>((value) => Buffer.isBuffer(value) && value.length > 0, {
    error: "Send the photo's bytes as the request body",
  })
  .meta({ type: 'string', format: 'binary' })

export const mediaParams = z.object({
  id: z.string().regex(PHOTO_ID, 'id must be a photo id (32 hex digits)'),
  file: z
    .string()
    .regex(VARIANT_FILE, 'file must be a width and a format, e.g. 800.webp'),
})
