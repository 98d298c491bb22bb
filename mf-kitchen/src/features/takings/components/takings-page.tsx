import { downloadTakingsCsv, takingsQuery } from '@food/shared/api'
import { formatDate } from '@food/shared/format'
import { useAppQuery, useAppQueryClient } from '@food/shared/query'
import { tradingDayDate } from '@food/shared/time'
import { Spinner } from '@food/shared/ui'
import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { saveFile } from '../../../lib/save-file'
import ui from '../../../lib/ui.module.css'
import { TakingsFigures } from './takings-figures'
import styles from './takings-page.module.css'

/** The owner's takings of one trading day, and the same as a CSV file. */
export function TakingsPage() {
  const queryClient = useAppQueryClient()
  // Unset: the server's today.
  const [chosen, setChosen] = useState<string | undefined>()
  // What the date field holds while it is being typed in (empty for a moment).
  const [typed, setTyped] = useState<string | null>(null)
  const takings = useAppQuery(takingsQuery(chosen))
  const day = chosen ?? takings.data?.day
  const dayId = useId()
  const csv = useMutation(
    {
      mutationFn: (csvDay: string | undefined) => downloadTakingsCsv(csvDay),
      onSuccess: (file, csvDay) =>
        saveFile(file, `takings-${csvDay ?? takings.data?.day ?? 'today'}.csv`),
    },
    queryClient,
  )

  return (
    <section className={styles.page} aria-labelledby="kitchen-takings-title">
      <h1 id="kitchen-takings-title" className={ui.pageTitle}>
        Takings
      </h1>
      <p>
        The trading day runs past midnight: it begins at 05:00 and keeps the
        small hours with the evening before, so an order at 01:30 on Saturday
        counts on Friday.
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
        <button
          type="button"
          className={ui.button}
          aria-disabled={csv.isPending}
          onClick={() => {
            if (!csv.isPending) csv.mutate(chosen)
          }}
        >
          {csv.isPending ? 'Downloading…' : 'Download CSV'}
        </button>
      </div>
      {csv.error && (
        <p role="alert" className={ui.error}>
          {csv.error.message}
        </p>
      )}
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
        </>
      )}
    </section>
  )
}
