import type { Limit } from '../otp/otp-limits'

// Largest upload read, the same number the back office checks before sending: a 48-megapixel
// iPhone HEIC is ~10 MB, a 12-megapixel JPEG 3–6 MB.
export { MAX_PHOTO_BYTES, MAX_PHOTO_MB } from '@food/shared/types'

/**
 * Most pixels decoded: a 50-megapixel image is 150–200 MB of raw pixels, the most one
 * transform may take on a small server; a decompression bomb (a tiny file claiming huge
 * dimensions) is refused from its header, before anything is decoded.
 */
export const MAX_PHOTO_PIXELS = 50_000_000
export const MAX_PHOTO_MEGAPIXELS = MAX_PHOTO_PIXELS / 1_000_000

/** Smaller than this on its shorter side, a photo would be blurred even on a menu card. */
export const MIN_PHOTO_SIDE = 200

/** Widths served: a phone's card, a tablet's or a high-density phone's, a desktop's hero. */
export const VARIANT_WIDTHS = [400, 800, 1200] as const

/** Width of the blurred placeholder sent inline with every photo. */
export const PLACEHOLDER_WIDTH = 16

/** Uploads per owner: far above a real session of adding dishes, far below a runaway script. */
export const UPLOADS_PER_OWNER: Limit = { max: 60, windowMs: 10 * 60 * 1000 }
