import type { Photo, PhotoVariant } from '../types/photo'
import { assetUrl } from './asset-url'

/** A `srcset` of the variants: "https://api/…/400.webp 400w, https://api/…/800.webp 800w". */
export function photoSrcSet(apiBase: string, variants: PhotoVariant[]): string {
  return variants
    .map((variant) => `${assetUrl(apiBase, variant.path)} ${variant.width}w`)
    .join(', ')
}

/** The middle of the sizes (800 px of 400/800/1200): the `src` of a browser without `srcset`. */
export function middleVariant(variants: PhotoVariant[]): PhotoVariant | null {
  return variants[Math.floor(variants.length / 2)] ?? null
}

/** The widest WebP's address, for link previews and structured data (every reader takes WebP). */
export function largestPhotoUrl(apiBase: string, photo: Photo): string | null {
  const widest = photo.webp.reduce<PhotoVariant | null>(
    (best, variant) => (!best || variant.width > best.width ? variant : best),
    null,
  )
  return widest ? assetUrl(apiBase, widest.path) : null
}
