import { formatDate } from '@food/shared/format'
import type { StaffPost } from '@food/shared/types'
import { sitePostPath } from '../../../lib/routes'
import styles from './post-editor.module.css'

/** Draft or Published, whether there are unsaved changes, and the post on the site. */
export function PostStatus({
  saved,
  isDirty,
}: {
  saved: StaffPost | null
  isDirty: boolean
}) {
  const isPublished = saved?.state === 'published'
  return (
    <div className={styles.status}>
      <p className={styles.statusText}>
        <strong className={isPublished ? styles.published : styles.draft}>
          {isPublished ? 'Published' : 'Draft'}
        </strong>
        {saved?.publishedAt &&
          isPublished &&
          ` · on the site since ${formatDate(saved.publishedAt)}`}
        {!saved && ' · not saved yet'}
        {saved && isDirty && ' · unsaved changes'}
      </p>
      {isPublished && (
        <a
          className={styles.siteLink}
          href={sitePostPath(saved.slug)}
          target="_blank"
          rel="noopener"
        >
          View on the site
        </a>
      )}
    </div>
  )
}
