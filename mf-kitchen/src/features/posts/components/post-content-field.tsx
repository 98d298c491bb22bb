import { POST_LIMITS } from '@food/shared/types'
import { useDeferredValue, useId } from 'react'
import { MarkdownPreview } from '../../../lib/markdown-preview'
import ui from '../../../lib/ui.module.css'
import styles from './post-editor.module.css'
import { PostTextField } from './post-text-field'

type Props = {
  value: string
  onChange: (value: string) => void
  error?: string | undefined
}

const count = (n: number) => n.toLocaleString('en-GB')

/**
 * The post's Markdown and, beside it on a tablet (below it on a phone), the preview
 * through the site's one safe renderer: raw HTML shows as text, javascript: links go.
 * No maxLength: a long paste is kept whole, and the count says it is too long.
 */
export function PostContentField({ value, onChange, error }: Props) {
  const id = useId()
  // A long text re-renders its preview when typing pauses, not on every key.
  const preview = useDeferredValue(value)
  const isTooLong = value.length > POST_LIMITS.content
  return (
    <div className={styles.writing}>
      <PostTextField
        label="Text (Markdown)"
        rows={16}
        boxClassName={styles.markdown}
        value={value}
        error={error}
        onChange={onChange}
        hint={
          <>
            ## for a heading, **bold**, *italic*, - for a list,
            [words](https://…) for a link.{' '}
            <span className={isTooLong ? ui.fieldError : undefined}>
              {count(value.length)} of {count(POST_LIMITS.content)} characters
              {isTooLong && ': too long'}.
            </span>
          </>
        }
      />
      <section className={styles.preview} aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`} className={styles.previewTitle}>
          Preview
        </h2>
        {preview.trim() ? (
          <MarkdownPreview className={styles.previewBody} content={preview} />
        ) : (
          <p className={ui.hint}>The text shows here as it will on the site.</p>
        )}
      </section>
    </div>
  )
}
