import styles from './cover-image.module.css'

type Props = {
  url: string | null
  title: string
  isPriority?: boolean
  className?: string
}

/** A 16:9 cover, or a neutral block of the same size when the post has none. */
export function CoverImage({
  url,
  title,
  isPriority = false,
  className,
}: Props) {
  const frameClass = className ? `${styles.frame} ${className}` : styles.frame
  if (!url) return <div className={frameClass} aria-hidden="true" />
  return (
    <div className={frameClass}>
      <img
        className={styles.image}
        src={url}
        alt={`Cover for ${title}`}
        width={1200}
        height={675}
        loading={isPriority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={isPriority ? 'high' : 'auto'}
      />
    </div>
  )
}
