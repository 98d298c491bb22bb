import type { BlogPost } from '@food/shared/types'
import { VisuallyHidden } from '@food/shared/ui'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { CoverImage } from '../../../lib/cover-image'
import { formatPostDate } from '../../../lib/format-post-date'
import { blogPostPath } from '../../../lib/routes'
import styles from './blog-card.module.css'

/**
 * How wide a card's cover is drawn, from the CSS: the shell's main (at most 1200 px, 16 px
 * padding) holds the page's 16 px padding, so the grid is min(100vw, 1200px) - 64px, in
 * one column, two from 600 px, three from 900 px and four from 1200 px, 24 px apart.
 */
export const CARD_COVER_SIZES = [
  '(min-width: 1200px) 266px',
  '(min-width: 900px) calc(33.33vw - 37px)',
  '(min-width: 600px) calc(50vw - 44px)',
  'calc(100vw - 64px)',
].join(', ')

/** One post in the grid: cover, title, excerpt, date and a Read more link. */
export function BlogCard({
  post,
  isPriority = false,
}: {
  post: BlogPost
  /** The first card: its cover is the page's largest paint, loaded at once. */
  isPriority?: boolean
}) {
  const titleId = useId()
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <CoverImage
        url={post.coverImageUrl}
        photo={post.coverPhoto}
        sizes={CARD_COVER_SIZES}
        title={post.title}
        isPriority={isPriority}
      />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {post.title}
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <div className={styles.footer}>
          <time className={styles.date} dateTime={post.publishedAt}>
            {formatPostDate(post.publishedAt)}
          </time>
          {/* SPEC's visible "Read more"; its text (read by screen readers and
              crawlers alike) says where it leads. */}
          <Link className={styles.link} to={blogPostPath(post.slug)}>
            Read more<VisuallyHidden> about {post.title}</VisuallyHidden>
          </Link>
        </div>
      </div>
    </article>
  )
}
