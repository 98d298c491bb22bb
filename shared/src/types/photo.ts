/** A photo as replies carry it: the wire contract's (photo of @food/shared/wire). */
export type { Photo, PhotoVariant } from '../wire/photo'

/** The largest photo the API takes (15 MB): the kitchen checks it before sending anything. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024
/** MAX_PHOTO_BYTES in MB, as the owner is told it. */
export const MAX_PHOTO_MB = MAX_PHOTO_BYTES / (1024 * 1024)
