import { policyVersionQuery } from '@food/shared/api'
import { SafeMarkdown } from '@food/shared/markdown'
import { useAppQuery } from '@food/shared/query'
import type { PolicyName } from '@food/shared/types'
import { Spinner } from '@food/shared/ui'
import { useState } from 'react'
import { ConfirmInPlace } from '../../../lib/confirm-in-place'
import ui from '../../../lib/ui.module.css'
import { SavedBy } from './saved-by'
import styles from './site.module.css'

type Props = {
  policy: PolicyName
  number: number
  isNewest: boolean
  isBusy: boolean
  /** A refused restore of this version (stale, or a failed call). */
  error: string | null
  onRestore: () => void
  onClose: () => void
}

/** One old version as the site showed it, with Restore asked again in place. */
export function PolicyVersionView({
  policy,
  number,
  isNewest,
  isBusy,
  error,
  onRestore,
  onClose,
}: Props) {
  const version = useAppQuery(policyVersionQuery(policy, number))
  const [isConfirming, setIsConfirming] = useState(false)
  return (
    <section className={styles.version} aria-labelledby={`version-${number}`}>
      <h4 id={`version-${number}`} className={styles.versionTitle}>
        Version {number}
        {isNewest && ' (on the site now)'}
      </h4>
      {version.isPending ? (
        <Spinner label={`Loading version ${number}…`} />
      ) : version.isError ? (
        <p role="alert" className={ui.error}>
          {version.error.message}
        </p>
      ) : (
        <>
          <p className={ui.cardText}>
            Saved <SavedBy version={version.data} />
          </p>
          <div className={styles.preview}>
            <SafeMarkdown content={version.data.content} />
          </div>
        </>
      )}
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      {isConfirming ? (
        <ConfirmInPlace
          question={`Put version ${number} back on the site as a new version? The text in the editor is replaced.`}
          confirmLabel="Yes, restore"
          keepLabel="Keep the current text"
          isBusy={isBusy}
          onConfirm={onRestore}
          onKeep={() => setIsConfirming(false)}
        />
      ) : (
        <div className={ui.row}>
          {!isNewest && version.isSuccess && (
            <button
              type="button"
              className={ui.button}
              onClick={() => setIsConfirming(true)}
            >
              Restore version {number}
            </button>
          )}
          <button type="button" className={ui.button} onClick={onClose}>
            Close version {number}
          </button>
        </div>
      )}
    </section>
  )
}
