import { SafeMarkdown } from '@food/shared/markdown'
import { POST_LIMITS } from '@food/shared/types'
import { useDeferredValue, useId } from 'react'
import ui from '../../../lib/ui.module.css'
import styles from './post-editor.module.css'

type Props = {
  value: string
  onChange: (value: string) => void
  error?: string | undefined
}

/**
 * The post's Markdown and, beside it on a tablet (below it on a phone), the preview
 * through the site's one safe renderer: raw HTML shows as text, javascript: links go.
 */
export function PostContentField({ value, onChange, error }: Props) {
  const id = useId()
  // A long text re-renders its preview when typing pauses, not on every key.
  const preview = useDeferredValue(value)
  return (
    <div className={styles.writing}>
      <div className={styles.field}>
        <label htmlFor={id} className={ui.label}>
          Text (Markdown)
        </label>
        <textarea
          id={id}
          className={`${ui.field} ${styles.markdown}`}
          value={value}
          maxLength={POST_LIMITS.content}
          rows={16}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          ## for a heading, **bold**, *italic*, - for a list, [words](https://…)
          for a link. {value.length.toLocaleString('en-GB')} of{' '}
          {POST_LIMITS.content.toLocaleString('en-GB')} characters.
        </p>
        {error && (
          <p id={`${id}-error`} className={styles.fieldError}>
            {error}
          </p>
        )}
      </div>
      <section className={styles.preview} aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`} className={styles.previewTitle}>
          Preview
        </h2>
        {preview.trim() ? (
          <SafeMarkdown className={styles.previewBody} content={preview} />
        ) : (
          <p className={styles.hint}>
            The text shows here as it will on the site.
          </p>
        )}
      </section>
    </div>
  )
}
