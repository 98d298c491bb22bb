import { isApiError } from '@food/shared/api'
import { ERROR_CODES, POST_LIMITS, type StaffPost } from '@food/shared/types'
import { type FormEvent, useId, useState } from 'react'
import { ConfirmInPlace } from '../../../lib/confirm-in-place'
import { PhotoPicker } from '../../../lib/photo-picker'
import ui from '../../../lib/ui.module.css'
import { usePostEditor } from '../hooks/use-post-editor'
import { fieldErrors } from '../utils/field-errors'
import { PostActions } from './post-actions'
import { PostContentField } from './post-content-field'
import styles from './post-editor.module.css'
import { PostStatus } from './post-status'
import { PostTextField } from './post-text-field'

type Props = {
  post: StaffPost | null
  /** A new post's author, until the owner changes it. */
  author: string
  /** Throws away what is typed and opens the saved copy (after a refused stale save). */
  onReload: () => void
}

/** The owner's editor of one post: its fields, the Markdown with its preview, and actions. */
export function PostEditor({ post, author, onReload }: Props) {
  const editor = usePostEditor(post, author)
  const coverId = useId()
  const { draft, saved, error, isBusy } = editor
  const [isReloading, setIsReloading] = useState(false)
  const errors = fieldErrors(error)
  const isStale = isApiError(error) && error.code === ERROR_CODES.STALE_EDIT

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!isBusy) editor.save()
  }

  return (
    <form className={styles.editor} noValidate onSubmit={handleSubmit}>
      <PostStatus saved={saved} isDirty={editor.isDirty} />
      <PostTextField
        label="Title"
        value={draft.title}
        maxLength={POST_LIMITS.title}
        error={errors.title}
        onChange={(value) => editor.change('title', value)}
      />
      <PostTextField
        label="Address (slug)"
        prefix="/news-and-insights/"
        value={draft.slug}
        maxLength={POST_LIMITS.slug}
        error={errors.slug}
        hint="Lower-case letters, digits and hyphens; made from the title until you change it. Once the post has been on the site, its old address keeps leading here."
        onChange={editor.changeSlug}
      />
      <PostTextField
        label="Excerpt"
        rows={3}
        value={draft.excerpt}
        maxLength={POST_LIMITS.excerpt}
        error={errors.excerpt}
        hint="A sentence or two for the list of posts and for search engines."
        // One line on the site: a new line becomes a space.
        onChange={(value) =>
          editor.change('excerpt', value.replace(/\s*\n\s*/g, ' '))
        }
      />
      <div className={styles.pair}>
        <PostTextField
          label="Tags"
          value={draft.tags}
          error={errors.tags}
          hint={`Separated by commas, at most ${POST_LIMITS.tags}.`}
          onChange={(value) => editor.change('tags', value)}
        />
        <PostTextField
          label="Author"
          value={draft.author}
          maxLength={POST_LIMITS.author}
          error={errors.author}
          onChange={(value) => editor.change('author', value)}
        />
      </div>
      <PhotoPicker
        id={coverId}
        label="Cover photo"
        photo={draft.coverPhoto}
        error={errors.coverPhoto}
        onChange={(photo) => editor.change('coverPhoto', photo)}
      />
      <PostContentField
        value={draft.content}
        error={errors.content}
        onChange={(value) => editor.change('content', value)}
      />
      <p role="status" className={editor.notice ? ui.note : styles.quiet}>
        {editor.notice}
      </p>
      {error && (
        <div role="alert" className={ui.error}>
          <p className={styles.alertText}>{error.message}</p>
          {isStale &&
            (isReloading ? (
              <ConfirmInPlace
                question="Open the saved copy? What you typed here is replaced."
                confirmLabel="Yes, open the saved copy"
                keepLabel="Keep my text"
                isBusy={false}
                onConfirm={onReload}
                onKeep={() => setIsReloading(false)}
              />
            ) : (
              <button
                type="button"
                className={ui.button}
                onClick={() => setIsReloading(true)}
              >
                Open the saved copy
              </button>
            ))}
        </div>
      )}
      <PostActions
        saved={saved}
        isBusy={isBusy}
        onPublish={editor.publish}
        onUnpublish={editor.unpublish}
      />
    </form>
  )
}
