import type { StaffChange } from '@food/shared/api'
import type { EditableMenu } from '@food/shared/types'
import { useState } from 'react'
import {
  checked,
  NO_PROBLEMS,
  problemsOf,
  type SaveProblems,
} from '../utils/save-problems'
import { useCatalogueChange } from './use-catalogue-change'
import { useReloadCatalogue } from './use-reload-catalogue'

type Options<P> = {
  /** The version the form was opened on (0 for something new). */
  version: number
  send: (payload: P, version: number) => Promise<StaffChange<unknown>>
  /** The form's field for a path the API names. */
  fieldOf: (path: string[]) => string | null
  /** After Reload: the stored version in the fresh data, and what the form says about it. */
  onReloaded: (menu: EditableMenu) => { version: number; note: string } | null
  onSaved: () => void
}

/**
 * A form's save: what is typed stays in the form's own state whatever happens here. A
 * refusal shows by its fields; a stale save offers Reload, which fetches the menu again and
 * takes its version, so the next Save puts what is typed over the latest.
 */
export function useSaveForm<P>(options: Options<P>) {
  const [version, setVersion] = useState(options.version)
  const [problems, setProblems] = useState<SaveProblems>(NO_PROBLEMS)
  const [shownAt, setShownAt] = useState(0)
  const [reloadedAt, setReloadedAt] = useState(0)
  const [note, setNote] = useState('')
  const save = useCatalogueChange((payload: P) =>
    options.send(payload, version),
  )
  const reload = useReloadCatalogue()

  const show = (next: SaveProblems) => {
    setProblems(next)
    setShownAt((count) => count + 1)
  }

  return {
    problems,
    shownAt,
    reloadedAt,
    note,
    isBusy: save.isPending,
    isReloading: reload.isPending,
    /** The form's own checks refused it: nothing is sent. */
    refuse: (fields: Record<string, string>) => {
      setNote('')
      show(checked(fields))
    },
    submit: (payload: P) => {
      if (save.isPending) return
      setNote('')
      setProblems(NO_PROBLEMS)
      save.mutate(payload, {
        onSuccess: options.onSaved,
        onError: (error) => show(problemsOf(error, options.fieldOf)),
      })
    },
    reload: () => {
      if (reload.isPending) return
      reload.mutate(undefined, {
        onSuccess: (menu) => {
          const fresh = options.onReloaded(menu)
          if (fresh) setVersion(fresh.version)
          setNote(fresh?.note ?? '')
          setProblems(NO_PROBLEMS)
          setReloadedAt((count) => count + 1)
        },
        // Still stale: the Reload stays, with why it did not work.
        onError: (error) =>
          show({ fields: {}, alert: error.message, isStale: true }),
      })
    },
  }
}
