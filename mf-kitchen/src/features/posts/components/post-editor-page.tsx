import { staffPostQuery } from '@food/shared/api'
import { useAppQuery } from '@food/shared/query'
import { Spinner } from '@food/shared/ui'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { POSTS_PATH } from '../../../lib/routes'
import ui from '../../../lib/ui.module.css'
import { PostEditor } from './post-editor'
import styles from './post-editor.module.css'

/** The id of a post not saved yet, in its address (/kitchen/posts/new). */
const NEW_POST_ID = 'new'

/**
 * /kitchen/posts/:postId: one post in the editor, or a new one. Saving a new
 * post moves the address to its id and keeps the editor (and what is typed).
 */
export function PostEditorPage({ author }: { author: string }) {
  const { postId = NEW_POST_ID } = useParams()
  const isNew = postId === NEW_POST_ID
  const post = useAppQuery({ ...staffPostQuery(postId), enabled: !isNew })
  // Opening the saved copy starts the editor afresh from it.
  const [opened, setOpened] = useState(0)

  return (
    <section className={styles.page} aria-labelledby="kitchen-post-title">
      <Link to={POSTS_PATH} className={styles.back}>
        <span aria-hidden="true">←</span> All posts
      </Link>
      <h1 id="kitchen-post-title" className={ui.pageTitle}>
        {isNew ? 'New post' : 'Edit post'}
      </h1>
      {isNew || post.data ? (
        <PostEditor
          key={opened}
          post={isNew ? null : (post.data ?? null)}
          author={author}
          onReload={() => {
            void post.refetch().then(() => setOpened((n) => n + 1))
          }}
        />
      ) : post.isError ? (
        <p role="alert" className={ui.error}>
          {post.error.message}
        </p>
      ) : (
        <Spinner label="Loading the post…" />
      )}
    </section>
  )
}
