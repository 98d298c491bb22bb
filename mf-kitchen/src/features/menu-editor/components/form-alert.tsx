import ui from '../../../lib/ui.module.css'
import type { SaveProblems } from '../utils/save-problems'
import styles from './menu-editor.module.css'

type Props = {
  problems: SaveProblems
  /** Said after a Reload: what is typed was kept. */
  note: string
  isReloading: boolean
  onReload: () => void
}

/**
 * The server's words that name no field (role="alert"); after a stale save they come with
 * Reload. What is typed stays in the form either way.
 */
export function FormAlert({ problems, note, isReloading, onReload }: Props) {
  return (
    <>
      {note && (
        <p role="status" className={ui.note}>
          {note}
        </p>
      )}
      {problems.alert && (
        <div role="alert" className={ui.error}>
          <p className={styles.alertText}>{problems.alert}</p>
          {problems.isStale && (
            <button
              type="button"
              className={ui.button}
              aria-disabled={isReloading}
              onClick={onReload}
            >
              {isReloading ? 'Reloading…' : 'Reload'}
            </button>
          )}
        </div>
      )}
    </>
  )
}
