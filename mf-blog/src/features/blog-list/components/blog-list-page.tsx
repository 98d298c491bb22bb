import { fetchBlogList, useBlogList } from '@food/shared/query'
import { BLOG_SKELETON_COUNT, MESSAGES } from '@food/shared/types'
import { LoadError, VisuallyHidden } from '@food/shared/ui'
import { useId } from 'react'
import { BlogCard } from './blog-card'
import { BlogCardSkeleton } from './blog-card-skeleton'
import styles from './blog-list-page.module.css'

const SKELETON_KEYS = Array.from(
  { length: BLOG_SKELETON_COUNT },
  (_, index) => `skeleton-${index}`,
)

/** News & Insights: the grid of posts, newest first. */
export function BlogListPage() {
  const headingId = useId()
  // Asked for on first use; the render server embeds the answer in the page.
  const { items, loading, error } = useBlogList()
  const isLoading = items.length === 0 && loading

  return (
    <section
      className={styles.page}
      aria-labelledby={headingId}
      aria-busy={isLoading}
    >
      <h1 id={headingId} className={styles.heading}>
        Latest Blogs
      </h1>
      {isLoading ? (
        <>
          <VisuallyHidden>
            <span role="status">Loading blogs…</span>
          </VisuallyHidden>
          <ul className={styles.grid}>
            {SKELETON_KEYS.map((key) => (
              <li key={key}>
                <BlogCardSkeleton />
              </li>
            ))}
          </ul>
        </>
      ) : error ? (
        <LoadError
          message={error}
          onRetry={() => void fetchBlogList()}
          retryLabel="Try again"
        />
      ) : items.length === 0 ? (
        <p className={styles.empty}>{MESSAGES.noBlogsFound}</p>
      ) : (
        <ul className={styles.grid}>
          {items.map((post, index) => (
            <li key={post._id || post.slug}>
              <BlogCard post={post} isPriority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
