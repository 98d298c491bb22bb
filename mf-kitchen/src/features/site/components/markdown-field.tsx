import { SafeMarkdown } from '@food/shared/markdown'
import { FieldFrame, useDescribedBy } from '../../../lib/form-field'
import ui from '../../../lib/ui.module.css'
import styles from './site.module.css'

type Props = {
  name: string
  label: string
  value: string
  maxLength: number
  error?: string | undefined
  onChange: (value: string) => void
}

const HINT =
  'Markdown: ## for a heading, **bold**, - for a list, [words](https://…) for a link.'

/** A Markdown text and, beside it on a tablet, how the site will show it. */
export function MarkdownField({
  name,
  label,
  value,
  maxLength,
  error,
  onChange,
}: Props) {
  const { id, control } = useDescribedBy({ hint: HINT, error })
  return (
    <div className={styles.markdown}>
      <FieldFrame id={id} label={label} hint={HINT} error={error}>
        <textarea
          {...control}
          name={name}
          className={`${ui.field} ${styles.textarea}`}
          rows={14}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </FieldFrame>
      <section className={styles.preview} aria-label={`Preview: ${label}`}>
        <p className={styles.previewTitle} aria-hidden="true">
          Preview
        </p>
        <SafeMarkdown content={value} />
      </section>
    </div>
  )
}
