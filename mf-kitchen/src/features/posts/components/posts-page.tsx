import { staffPostsQuery } from '@food/shared/api'
import { formatDate } from '@food/shared/format'
import { useAppQuery } from '@food/shared/query'
import { formatShopTime } from '@food/shared/time'
import { Spinner } from '@food/shared/ui'
import { Link } from 'react-router-dom'
import { NEW_POST_PATH, postEditPath, sitePostPath } from '../../../lib/routes'
import ui from '../../../lib/ui.module.css'
import styles from './posts-page.module.css'

/** The owner's News & Insights: every post, drafts too, the last changed first. */
export function PostsPage() {
  const posts = useAppQuery(staffPostsQuery())
  return (
    <section className={styles.page} aria-labelledby="kitchen-posts-title">
      <div className={styles.top}>
        <h1 id="kitchen-posts-title" className={ui.pageTitle}>
          Posts
        </h1>
        <Link
          to={NEW_POST_PATH}
          className={`${ui.button} ${ui.primary} ${styles.new}`}
        >
          New post
        </Link>
      </div>
      {posts.isPending ? (
        <Spinner label="Loading the posts…" />
      ) : posts.isError ? (
        <p role="alert" className={ui.error}>
          {posts.error.message}
        </p>
      ) : posts.data.length === 0 ? (
        <p>No posts yet: write the first one.</p>
      ) : (
        <ul className={ui.cardList}>
          {posts.data.map((post) => (
            <li key={post.id} className={ui.card}>
              <div className={styles.summary}>
                <Link to={postEditPath(post.id)} className={styles.title}>
                  {post.title}
                </Link>
                <p className={ui.cardText}>
                  <span
                    className={
                      post.state === 'published'
                        ? styles.published
                        : styles.draft
                    }
                  >
                    {post.state === 'published' ? 'Published' : 'Draft'}
                  </span>{' '}
                  · updated{' '}
                  <time dateTime={post.updatedAt}>
                    {formatDate(post.updatedAt)}{' '}
                    {formatShopTime(new Date(post.updatedAt))}
                  </time>
                </p>
                <p className={`${ui.cardText} ${styles.address}`}>
                  {sitePostPath(post.slug)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
