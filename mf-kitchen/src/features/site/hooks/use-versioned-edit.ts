import type { StaffChange } from '@food/shared/api'
import { useAppQuery, useAppQueryClient } from '@food/shared/query'
import {
  type QueryKey,
  type UseQueryOptions,
  useMutation,
} from '@tanstack/react-query'
import { useRef, useState } from 'react'

/**
 * Something the owner edits from a loaded version: what is stored, and its save. The form
 * keeps what the owner typed until a save succeeds or the owner reloads on purpose:
 * `formKey` changes only then, so a refused or stale save never clears it.
 */
export function useVersionedEdit<T, A, K extends QueryKey>(
  query: UseQueryOptions<T, Error, T, K>,
  send: (args: A) => Promise<StaffChange<T>>,
) {
  const queryClient = useAppQueryClient()
  const stored = useAppQuery(query)
  const [formKey, setFormKey] = useState(0)
  const [notice, setNotice] = useState('')
  // The form is made again after a save, so the focus goes to the server's sentence.
  const noticeRef = useRef<HTMLParagraphElement>(null)
  const startAgain = () => setFormKey((key) => key + 1)

  const mutation = useMutation(
    {
      mutationFn: send,
      onSuccess: ({ message, data }) => {
        queryClient.setQueryData<T>(query.queryKey, data)
        setNotice(message)
        startAgain()
        noticeRef.current?.focus()
      },
    },
    queryClient,
  )
  // After a stale save: the form's changes are dropped for what is stored now.
  const reload = useMutation(
    {
      mutationFn: () => queryClient.fetchQuery({ ...query, staleTime: 0 }),
      onSuccess: () => {
        mutation.reset()
        startAgain()
      },
    },
    queryClient,
  )

  return {
    query: stored,
    formKey,
    notice,
    noticeRef,
    isSaving: mutation.isPending,
    error: reload.error ?? mutation.error,
    /** What the last save sent (to tell which action a refusal belongs to). */
    lastSent: mutation.variables,
    save(args: A) {
      if (mutation.isPending) return
      setNotice('')
      reload.reset()
      mutation.mutate(args)
    },
    reload() {
      if (!reload.isPending) reload.mutate()
    },
  }
}

export type VersionedEdit<T, A> = ReturnType<
  typeof useVersionedEdit<T, A, QueryKey>
>
