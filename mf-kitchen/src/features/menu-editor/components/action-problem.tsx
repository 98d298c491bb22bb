import { isApiError } from '@food/shared/api'
import { ERROR_CODES } from '@food/shared/types'
import ui from '../../../lib/ui.module.css'
import { useReloadCatalogue } from '../hooks/use-reload-catalogue'
import styles from './menu-editor.module.css'

type Props = {
  error: Error | null
  /** Once the latest menu is in: forget the refusal, and put the focus back where it was. */
  onReloaded: () => void
}

/** A refused tap (switch, move, retire) where it was made; a stale one offers Reload. */
export function ActionProblem({ error, onReloaded }: Props) {
  const reload = useReloadCatalogue()
  if (!error) return null
  const isStale = isApiError(error) && error.code === ERROR_CODES.STALE_EDIT
  return (
    <div role="alert" className={ui.error}>
      <p className={styles.alertText}>
        {reload.error ? reload.error.message : error.message}
      </p>
      {isStale && (
        <button
          type="button"
          className={ui.button}
          aria-disabled={reload.isPending}
          onClick={() => {
            if (!reload.isPending)
              reload.mutate(undefined, { onSuccess: onReloaded })
          }}
        >
          {reload.isPending ? 'Reloading…' : 'Reload'}
        </button>
      )}
    </div>
  )
}
