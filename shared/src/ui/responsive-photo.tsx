import { useState } from 'react'
import { preload } from 'react-dom'
import { getApiBase } from '../api/client'
import { assetUrl } from '../blog/asset-url'
import { middleVariant, photoSrcSet } from '../blog/photo-url'
import type { Photo } from '../types/photo'
import styles from './responsive-photo.module.css'

type Props = {
  photo: Photo
  alt: string
  /** How wide the photo is drawn, as the page's CSS lays it out: the browser picks the variant. */
  sizes: string
  /** The page's largest paint (the first dish, an article's cover): fetched at once and first. */
  isPriority?: boolean
  /** The box (width, aspect ratio, corners); the photo covers it. Without one, its own ratio. */
  className?: string | undefined
}

/**
 * An uploaded photo: AVIF, else WebP, at the size `sizes` needs, in a box reserved by its
 * width and height, over its blurred placeholder until it has loaded. URLs are resolved
 * against the configured API root, on the render server as in the browser (both read the
 * same runtime config), so the server's HTML and the hydrated page agree.
 */
export function ResponsivePhoto({
  photo,
  alt,
  sizes,
  isPriority = false,
  className,
}: Props) {
  const apiBase = getApiBase()
  // By id: a photo changed in place (the kitchen's preview) shows its own placeholder.
  const [loadedId, setLoadedId] = useState<string | null>(null)
  const fallback = middleVariant(photo.webp) ?? middleVariant(photo.avif)
  if (isPriority && photo.avif.length > 0) {
    // In the <head> of the server's HTML, so the largest paint's image is fetched with the
    // page, not after the scripts; a browser without AVIF skips it (it has `type`).
    preload(assetUrl(apiBase, middleVariant(photo.avif)?.path) ?? '', {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: photoSrcSet(apiBase, photo.avif),
      imageSizes: sizes,
      fetchPriority: 'high',
    })
  }
  const source = (type: string, variants: Photo['webp']) =>
    variants.length > 0 && (
      <source
        type={type}
        srcSet={photoSrcSet(apiBase, variants)}
        sizes={sizes}
      />
    )
  return (
    <span className={className ? `${styles.frame} ${className}` : styles.frame}>
      {loadedId !== photo.id && (
        // A 16 px image blurred by CSS (no style attribute: the CSP forbids them).
        <img
          className={styles.placeholder}
          src={photo.placeholder}
          alt=""
          data-placeholder=""
        />
      )}
      <picture className={styles.picture}>
        {source('image/avif', photo.avif)}
        {source('image/webp', photo.webp)}
        <img
          className={styles.photo}
          src={assetUrl(apiBase, fallback?.path) ?? photo.placeholder}
          width={photo.width}
          height={photo.height}
          alt={alt}
          loading={isPriority ? 'eager' : 'lazy'}
          fetchPriority={isPriority ? 'high' : 'auto'}
          decoding="async"
          // A server-rendered photo may have loaded before the page hydrated.
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0) setLoadedId(photo.id)
          }}
          onLoad={() => setLoadedId(photo.id)}
        />
      </picture>
    </span>
  )
}
