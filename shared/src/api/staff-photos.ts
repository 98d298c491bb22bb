import { MESSAGES } from '../types/messages'
import type { Photo } from '../types/photo'
import type { z } from '../validation/zod'
import type { PhotoContentType, photoUploadReply } from '../wire/photo'
import { apiRequest } from './client'

/**
 * How long an upload may take: 15 MB needs about 30 s at 4 Mbit/s upstream (the API's own
 * limit for a whole request), then 1–2 s of processing, maybe queued behind another photo.
 * The default REQUEST_TIMEOUT_MS (8 s) would cut off an ordinary phone photo on mobile data.
 */
const PHOTO_UPLOAD_TIMEOUT_MS = 60_000

/** What a file the browser has no type for is sent as: one of the types the API takes. */
const UNTYPED_FILE: PhotoContentType = 'application/octet-stream'

/**
 * POST /staff/photos (owner): the file itself as the body (raw bytes, never JSON or a
 * form); the API reads what it is from its first bytes and answers with its variants.
 */
export async function uploadPhoto(file: Blob): Promise<Photo> {
  const body = await apiRequest<z.infer<typeof photoUploadReply>>({
    method: 'POST',
    url: '/staff/photos',
    data: file,
    isRawBody: true,
    // A HEIC often has no type in the browser: say it is bytes rather than send none.
    headers: { 'Content-Type': file.type || UNTYPED_FILE },
    auth: 'staff',
    fallback: MESSAGES.uploadPhotoFailed,
    timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS,
  })
  return body.data
}
