import type { StaffChange } from '@food/shared/api'
import { useAppQueryClient } from '@food/shared/query'
import { type MutationState, useMutationState } from '@tanstack/react-query'
import { useState } from 'react'
import { CATALOGUE_CHANGE } from './use-catalogue-change'

/** The server's sentence about the editor's last change, while it is the last and went through. */
export function useEditorNotice(): string {
  // Only this visit's changes: a sentence from before leaving the page is old news.
  const [openedAt] = useState(() => Date.now())
  const states = useMutationState(
    {
      filters: {
        mutationKey: CATALOGUE_CHANGE,
        predicate: (mutation) => mutation.state.submittedAt >= openedAt,
      },
      select: (mutation) =>
        mutation.state as MutationState<StaffChange<unknown>>,
    },
    useAppQueryClient(),
  )
  const last = states.at(-1)
  return last?.status === 'success' ? (last.data?.message ?? '') : ''
}
