import { MAX_PHOTO_MB, type Photo } from '@food/shared/types'
import { ResponsivePhoto } from '@food/shared/ui'
import { type ChangeEvent, useRef } from 'react'
import { flushSync } from 'react-dom'
import styles from './photo-picker.module.css'
import ui from './ui.module.css'
import { usePhotoUpload } from './use-photo-upload'

/** What a phone's camera or gallery gives (HEIC/HEIF from an iPhone). */
const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif'

type Props = {
  id: string
  /** The file input's label: "Photo", "Cover photo". */
  label: string
  photo: Photo | null
  /** A refusal of the form's save that names the photo. */
  error?: string | undefined
  onChange: (photo: Photo | null) => void
}

/**
 * Chooses a photo for a form: uploads it at once (its id is what the form saves), shows
 * it, and offers Change photo and Remove photo. A refusal shows here in the API's words;
 * the rest of the form is left as it is.
 */
export function PhotoPicker({ id, label, photo, error, onChange }: Props) {
  const inputRef = useRef<HTMLInputElement>(null)
  const upload = usePhotoUpload(onChange)
  const problem = upload.problem ?? error
  const hintId = `${id}-hint`
  const problemId = `${id}-problem`

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Emptied, so choosing the same file again (after a refusal) is a change again.
    event.target.value = ''
    if (file) upload.choose(file)
  }
  const guard = (action: () => void) => () => {
    if (!upload.isUploading) action()
  }

  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      {photo && (
        <ResponsivePhoto
          photo={photo}
          alt={`Chosen ${label.toLowerCase()}`}
          sizes="320px"
          className={styles.preview}
        />
      )}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        className={styles.file}
        // With a photo, Change photo opens it.
        hidden={photo !== null}
        aria-disabled={upload.isUploading}
        aria-invalid={error ? true : undefined}
        aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
        onChange={handleFile}
      />
      {photo && (
        <div className={ui.row}>
          <button
            type="button"
            className={ui.button}
            aria-disabled={upload.isUploading}
            onClick={guard(() => inputRef.current?.click())}
          >
            Change photo
          </button>
          <button
            type="button"
            className={`${ui.button} ${ui.danger}`}
            aria-disabled={upload.isUploading}
            onClick={guard(() => {
              upload.forget()
              // The button goes with the photo: the focus moves to the input that comes back.
              flushSync(() => onChange(null))
              inputRef.current?.focus()
            })}
          >
            Remove photo
          </button>
        </div>
      )}
      <p role="status" className={styles.status}>
        {upload.isUploading ? 'Uploading…' : ''}
      </p>
      <p id={hintId} className={ui.hint}>
        A JPEG, PNG, WebP or HEIC (iPhone) photo, up to {MAX_PHOTO_MB} MB.
      </p>
      {problem && (
        <p id={problemId} role="alert" className={ui.error}>
          {problem}
        </p>
      )}
    </div>
  )
}
