import { useBlogDetail } from '@food/shared/query'
import { ErrorBoundary } from '@food/shared/ui'
import { Link, Navigate } from 'react-router-dom'
import { BLOG_LIST_PATH, blogPostPath } from '../../../lib/routes'
import { BlogArticle } from './blog-article'
import styles from './blog-detail-page.module.css'
import { BlogDetailSkeleton } from './blog-detail-skeleton'

const BACK_LABEL = 'Back to News & Insights'

/** One post of News & Insights, fetched by its slug. */
export function BlogDetailPage({ slug }: { slug: string }) {
  // Asked for on first use; the render server embeds the answer in the page.
  const detail = useBlogDetail(slug)

  const post = detail.item ?? null
  const error = detail.error?.message ?? null
  const isLoading = !post && !error

  // An old address answers with the post at its new one: show that address instead.
  if (post?.slug && post.slug !== slug) {
    return <Navigate to={blogPostPath(post.slug)} replace />
  }

  return (
    <div className={styles.page} aria-busy={isLoading}>
      <Link className={styles.back} to={BLOG_LIST_PATH}>
        <span aria-hidden="true">←</span> {BACK_LABEL}
      </Link>
      {post ? (
        <ErrorBoundary>
          <BlogArticle post={post} />
        </ErrorBoundary>
      ) : error ? (
        <div className={styles.error} role="alert">
          <p className={styles.errorText}>{error}</p>
          <Link className={styles.errorLink} to={BLOG_LIST_PATH}>
            See all posts in News & Insights
          </Link>
        </div>
      ) : (
        <BlogDetailSkeleton />
      )}
    </div>
  )
}
