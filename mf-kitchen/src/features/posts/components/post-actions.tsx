import type { StaffPost } from '@food/shared/types'
import { useState } from 'react'
import { ConfirmInPlace } from '../../../lib/confirm-in-place'
import ui from '../../../lib/ui.module.css'

type Props = {
  saved: StaffPost | null
  isBusy: boolean
  onPublish: () => void
  onUnpublish: () => void
}

/**
 * Save (the form's submit, so Enter in a field saves too), Publish, and Unpublish asked
 * again in place (it takes the post off the site).
 */
export function PostActions({ saved, isBusy, onPublish, onUnpublish }: Props) {
  const [isConfirming, setIsConfirming] = useState(false)
  const isPublished = saved?.state === 'published'
  const guard = (action: () => void) => () => {
    if (!isBusy) action()
  }
  if (isConfirming && saved) {
    return (
      <ConfirmInPlace
        question={`Take “${saved.title}” off the site? It stays here as a draft.`}
        confirmLabel="Yes, unpublish"
        keepLabel="Keep it on the site"
        isBusy={isBusy}
        onConfirm={() => {
          setIsConfirming(false)
          onUnpublish()
        }}
        onKeep={() => setIsConfirming(false)}
      />
    )
  }
  return (
    <div className={ui.row}>
      <button
        type="submit"
        className={`${ui.button} ${isPublished ? ui.primary : ''}`}
        aria-disabled={isBusy}
      >
        {isPublished ? 'Save changes' : 'Save draft'}
      </button>
      {isPublished ? (
        <button
          type="button"
          className={`${ui.button} ${ui.danger}`}
          aria-disabled={isBusy}
          onClick={guard(() => setIsConfirming(true))}
        >
          Unpublish
        </button>
      ) : (
        <button
          type="button"
          className={`${ui.button} ${ui.primary}`}
          aria-disabled={isBusy}
          onClick={guard(onPublish)}
        >
          Publish
        </button>
      )}
    </div>
  )
}
