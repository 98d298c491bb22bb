import { MAX_ORDER_NOTE_LENGTH } from '@food/shared/types'
import styles from './checkout-form.module.css'

type KitchenNoteProps = {
  value: string
  onChange: (value: string) => void
}

/** An optional note to the kitchen, with the characters left. */
export function KitchenNote({ value, onChange }: KitchenNoteProps) {
  return (
    <div className={styles.fieldset}>
      <label htmlFor="kitchen-note" className={styles.noteLabel}>
        Note for the kitchen (optional)
      </label>
      <textarea
        id="kitchen-note"
        className={styles.note}
        value={value}
        maxLength={MAX_ORDER_NOTE_LENGTH}
        rows={3}
        aria-describedby="kitchen-note-count"
        onChange={(event) => onChange(event.target.value)}
      />
      <p id="kitchen-note-count" className={styles.counter}>
        {value.length} / {MAX_ORDER_NOTE_LENGTH} characters
      </p>
    </div>
  )
}
