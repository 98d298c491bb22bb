import { isApiError } from '@food/shared/api'
import { ERROR_CODES } from '@food/shared/types'
import ui from '../../../lib/ui.module.css'

type Props = {
  label: string
  isSaving: boolean
  /** The form's own check failed: the fields say where. */
  problem: string | null
  /** What the server refused, or a failed call. */
  error: Error | null
  /** After a stale save: load what someone else saved, dropping this form's changes. */
  onReload?: (() => void) | undefined
}

/** Save, and what stopped the last one; the form above keeps what was typed. */
export function SaveBar({ label, isSaving, problem, error, onReload }: Props) {
  const isStale = isApiError(error) && error.code === ERROR_CODES.STALE_EDIT
  const message = problem ?? error?.message
  return (
    <>
      {message && (
        <p role="alert" className={ui.error}>
          {message}
        </p>
      )}
      <div className={ui.row}>
        <button
          type="submit"
          className={`${ui.button} ${ui.primary}`}
          aria-disabled={isSaving}
        >
          {isSaving ? 'Saving…' : label}
        </button>
        {isStale && onReload && (
          <button type="button" className={ui.button} onClick={onReload}>
            Load the saved version (drops these changes)
          </button>
        )}
      </div>
    </>
  )
}
