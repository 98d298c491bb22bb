import type { BlogPost } from '@food/shared/types'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { CoverImage } from '../../../lib/cover-image'
import { formatPostDate } from '../../../lib/format-post-date'
import { blogPostPath } from '../../../lib/routes'
import styles from './blog-card.module.css'

/** One post in the grid: cover, title, excerpt, date and a Read more link. */
export function BlogCard({ post }: { post: BlogPost }) {
  const titleId = useId()
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <CoverImage url={post.coverImageUrl} title={post.title} />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {post.title}
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <div className={styles.footer}>
          <time className={styles.date} dateTime={post.createdAt}>
            {formatPostDate(post.createdAt)}
          </time>
          <Link
            className={styles.link}
            to={blogPostPath(post.slug)}
            aria-label={`Read more about ${post.title}`}
          >
            Read more
          </Link>
        </div>
      </div>
    </article>
  )
}
