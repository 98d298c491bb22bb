import type { OwnerPolicy } from '@food/shared/types'
import ui from '../../../lib/ui.module.css'
import { PolicyVersionView } from './policy-version-view'
import { SavedBy } from './saved-by'
import styles from './site.module.css'

type Props = {
  current: OwnerPolicy
  /** The version open below its row, if any. */
  opened: number | null
  isBusy: boolean
  restoreError: string | null
  onOpen: (number: number | null) => void
  onRestore: (number: number) => void
}

/** Every kept version, newest first: who saved it and when; each opens to read or restore. */
export function PolicyHistory({
  current,
  opened,
  isBusy,
  restoreError,
  onOpen,
  onRestore,
}: Props) {
  return (
    <section aria-labelledby={`${current.policy}-history`}>
      <h3 id={`${current.policy}-history`} className={styles.subtitle}>
        History
      </h3>
      <ol className={styles.history}>
        {current.history.map((entry) => (
          <li key={entry.version} className={ui.card}>
            <p className={ui.cardText}>
              <strong>Version {entry.version}</strong>
              {entry.version === current.version && ' (on the site)'} ·{' '}
              <SavedBy version={entry} />
            </p>
            {opened === entry.version ? (
              <PolicyVersionView
                policy={current.policy}
                number={entry.version}
                isNewest={entry.version === current.version}
                isBusy={isBusy}
                error={restoreError}
                onRestore={() => onRestore(entry.version)}
                onClose={() => onOpen(null)}
              />
            ) : (
              <button
                type="button"
                className={ui.button}
                onClick={() => onOpen(entry.version)}
              >
                Open version {entry.version}
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
