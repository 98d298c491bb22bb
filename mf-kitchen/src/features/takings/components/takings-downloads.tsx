import { downloadTakingsCsv, downloadTakingsOrdersCsv } from '@food/shared/api'
import { useAppQueryClient } from '@food/shared/query'
import { useMutation } from '@tanstack/react-query'
import { saveFile } from '../../../lib/save-file'
import ui from '../../../lib/ui.module.css'

const FILES = {
  figures: { fetch: downloadTakingsCsv, name: 'takings' },
  orders: { fetch: downloadTakingsOrdersCsv, name: 'takings-orders' },
} as const

type Which = keyof typeof FILES

/**
 * The day's two CSV files, fetched with the staff token: the figures, and one line per order.
 * `day` is the day asked for (unset: the server's today), `shownDay` the one on screen.
 */
export function TakingsDownloads({
  day,
  shownDay,
}: {
  day: string | undefined
  shownDay: string | undefined
}) {
  const queryClient = useAppQueryClient()
  const csv = useMutation(
    {
      mutationFn: (which: Which) => FILES[which].fetch(day),
      onSuccess: (file, which) =>
        saveFile(
          file,
          `${FILES[which].name}-${day ?? shownDay ?? 'today'}.csv`,
        ),
    },
    queryClient,
  )
  const button = (which: Which, label: string) => (
    <button
      type="button"
      className={ui.button}
      aria-disabled={csv.isPending}
      onClick={() => {
        if (!csv.isPending) csv.mutate(which)
      }}
    >
      {csv.isPending && csv.variables === which ? 'Downloading…' : label}
    </button>
  )
  return (
    <>
      {button('figures', 'Download figures (CSV)')}
      {button('orders', 'Download orders (CSV)')}
      {csv.error && (
        <p role="alert" className={ui.error}>
          {csv.error.message}
        </p>
      )}
    </>
  )
}
