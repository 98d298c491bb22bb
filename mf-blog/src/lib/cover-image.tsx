import type { Photo } from '@food/shared/types'
import { ResponsivePhoto } from '@food/shared/ui'
import styles from './cover-image.module.css'

type Props = {
  url: string | null
  /** The owner's uploaded cover: shown instead of `url` when set. */
  photo?: Photo | null | undefined
  /** How wide the cover is drawn where it is used (the list's grid, the article's column). */
  sizes: string
  title: string
  isPriority?: boolean
  className?: string
}

/** A 16:9 cover (the uploaded photo, else the image), or a neutral block of the same size. */
export function CoverImage({
  url,
  photo = null,
  sizes,
  title,
  isPriority = false,
  className,
}: Props) {
  const frameClass = className ? `${styles.frame} ${className}` : styles.frame
  const alt = `Cover for ${title}`
  if (photo) {
    return (
      <ResponsivePhoto
        photo={photo}
        alt={alt}
        sizes={sizes}
        isPriority={isPriority}
        className={frameClass}
      />
    )
  }
  if (!url) return <div className={frameClass} aria-hidden="true" />
  return (
    <div className={frameClass}>
      <img
        className={styles.image}
        src={url}
        alt={alt}
        width={1200}
        height={675}
        loading={isPriority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={isPriority ? 'high' : 'auto'}
      />
    </div>
  )
}
