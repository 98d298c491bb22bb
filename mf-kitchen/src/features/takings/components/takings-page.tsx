import { takingsQuery } from '@food/shared/api'
import { formatDate } from '@food/shared/format'
import { useAppQuery } from '@food/shared/query'
import { tradingDayDate } from '@food/shared/time'
import { Spinner } from '@food/shared/ui'
import { useId, useState } from 'react'
import ui from '../../../lib/ui.module.css'
import { EndOfNightReport } from './end-of-night-report'
import { TakingsDownloads } from './takings-downloads'
import { TakingsFigures } from './takings-figures'
import styles from './takings-page.module.css'

/** The owner's takings of one trading day, its CSV files and its end-of-night report. */
export function TakingsPage() {
  // Unset: the server's today.
  const [chosen, setChosen] = useState<string | undefined>()
  // What the date field holds while it is being typed in (empty for a moment).
  const [typed, setTyped] = useState<string | null>(null)
  const takings = useAppQuery(takingsQuery(chosen))
  const day = chosen ?? takings.data?.day
  const dayId = useId()

  return (
    <section className={styles.page} aria-labelledby="kitchen-takings-title">
      <h1 id="kitchen-takings-title" className={ui.pageTitle}>
        Takings
      </h1>
      <p>
        The trading day runs past midnight: it begins at 05:00 and keeps the
        small hours with the evening before, so an order at 01:30 on Saturday
        counts on Friday. An order is taken once the kitchen accepts it.
      </p>
      <div className={styles.controls}>
        <div>
          <label htmlFor={dayId} className={ui.label}>
            Trading day
          </label>
          <input
            id={dayId}
            type="date"
            className={ui.field}
            max={tradingDayDate(new Date())}
            value={typed ?? day ?? ''}
            onChange={(event) => {
              setTyped(event.target.value)
              if (event.target.value) setChosen(event.target.value)
            }}
          />
        </div>
        <TakingsDownloads day={chosen} shownDay={takings.data?.day} />
      </div>
      {takings.isPending ? (
        <Spinner label="Loading the takings…" />
      ) : takings.isError ? (
        <p role="alert" className={ui.error}>
          {takings.error.message}
        </p>
      ) : (
        <>
          <h2 className={styles.subtitle}>
            {formatDate(`${takings.data.day}T12:00:00Z`)}
          </h2>
          <TakingsFigures takings={takings.data} />
          <EndOfNightReport takings={takings.data} />
        </>
      )}
    </section>
  )
}
