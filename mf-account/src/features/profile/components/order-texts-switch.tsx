import { useOrderTexts } from '@food/shared/query'
import { useState } from 'react'
import styles from './order-texts-switch.module.css'

/** The customer's choice of texts about their orders; sign-in codes always go. */
export function OrderTextsSwitch() {
  const { isOn, isSaving, error, change } = useOrderTexts()
  const [said, setSaid] = useState('')

  async function handleChange(isChecked: boolean) {
    if (isSaving) return
    setSaid('')
    try {
      setSaid((await change(isChecked)).message)
    } catch {
      // The error shows below the switch (useOrderTexts' error).
    }
  }

  return (
    <div className={styles.texts}>
      <label className={styles.label}>
        <input
          type="checkbox"
          checked={isOn ?? true}
          disabled={isOn === null}
          aria-busy={isSaving}
          onChange={(event) => void handleChange(event.target.checked)}
        />
        Text me about my orders
      </label>
      <p className={styles.hint}>Sign-in codes always come by text.</p>
      <p className={styles.said} aria-live="polite">
        {said}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  )
}
