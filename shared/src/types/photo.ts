/** One encoding of a photo at one size; `path` is relative to the API root. */
export type PhotoVariant = {
  width: number
  height: number
  /** e.g. `/media/<id>/800.webp`: the API root plus this path is the image's address. */
  path: string
}

/**
 * A photo the owner uploaded (a dish, a post's cover), as every reply that shows one carries
 * it: the same sizes in AVIF and WebP by ascending width, for `<picture>` and `srcset`.
 */
export type Photo = {
  /** A hash of the uploaded file: the same file gives the same id, and its URLs never change. */
  id: string
  /** Of the largest variant, upright. */
  width: number
  height: number
  /** A tiny blurred `data:image/webp;base64,…` image to show while the photo loads. */
  placeholder: string
  avif: PhotoVariant[]
  webp: PhotoVariant[]
}

/** The largest photo the API takes (15 MB): the kitchen checks it before sending anything. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024
/** MAX_PHOTO_BYTES in MB, as the owner is told it. */
export const MAX_PHOTO_MB = MAX_PHOTO_BYTES / (1024 * 1024)
