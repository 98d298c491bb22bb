import { printTestPage } from '@food/shared/api'
import { useAppQueryClient } from '@food/shared/query'
import { useMutation } from '@tanstack/react-query'
import ui from '../../../lib/ui.module.css'

/**
 * Print a test page on the printer saved above, and how it went, in the card's sentences:
 * printed (a status), or why not (an alert).
 */
export function TestPrint() {
  const queryClient = useAppQueryClient()
  const test = useMutation({ mutationFn: printTestPage }, queryClient)
  const result = test.data
  return (
    <div className={ui.form}>
      <div className={ui.row}>
        <button
          type="button"
          className={ui.button}
          aria-disabled={test.isPending}
          onClick={() => {
            if (!test.isPending) test.mutate()
          }}
        >
          {test.isPending ? 'Printing…' : 'Print a test page'}
        </button>
      </div>
      {test.isError ? (
        <p role="alert" className={ui.error}>
          {test.error.message}
        </p>
      ) : result?.data.printed ? (
        <p role="status" className={ui.note}>
          {result.message}
        </p>
      ) : result ? (
        <p role="alert" className={ui.error}>
          {result.message}
        </p>
      ) : null}
    </div>
  )
}
