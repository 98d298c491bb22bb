import { formatDate, hoursExceptionText } from '@food/shared/format'
import type { HoursException } from '@food/shared/types'
import ui from '../../../lib/ui.module.css'
import styles from './hours-page.module.css'

type Props = {
  exceptions: HoursException[]
  isBusy: boolean
  error: string | null
  onRemove: (date: string) => void
}

/** "24 Dec 2026" for an exception's date. */
const exceptionDay = (date: string) => formatDate(`${date}T12:00:00Z`)

/** The exceptions from today on, by date, each with Remove. */
export function ExceptionList({ exceptions, isBusy, error, onRemove }: Props) {
  return (
    <>
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      {exceptions.length === 0 ? (
        <p>No exceptions: every day keeps the week’s hours.</p>
      ) : (
        <ul className={`${ui.cardList} ${styles.exceptions}`}>
          {exceptions.map((exception) => (
            <li key={exception.date} className={ui.card}>
              <p className={ui.cardText}>
                <strong>{exceptionDay(exception.date)}</strong>:{' '}
                {hoursExceptionText(exception)}
                {exception.note && ` · ${exception.note}`}
              </p>
              <button
                type="button"
                className={`${ui.button} ${ui.danger}`}
                aria-label={`Remove the exception on ${exceptionDay(exception.date)}`}
                aria-disabled={isBusy}
                onClick={() => {
                  if (!isBusy) onRemove(exception.date)
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
