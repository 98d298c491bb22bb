import { type StaffChange, staffCatalogueQuery } from '@food/shared/api'
import { useAppQueryClient } from '@food/shared/query'
import { useMutation } from '@tanstack/react-query'

/** Every change the editor makes is filed under this key: the page reads the last one's sentence. */
export const CATALOGUE_CHANGE = ['staff', 'catalogue', 'change'] as const

/**
 * One kind of change to the menu: its `isPending` is the busy guard, and it settles once
 * the editor's data has been fetched again, so what closes shows the change.
 */
export function useCatalogueChange<V, T>(
  save: (variables: V) => Promise<StaffChange<T>>,
) {
  const queryClient = useAppQueryClient()
  return useMutation(
    {
      mutationKey: CATALOGUE_CHANGE,
      mutationFn: save,
      onSuccess: () => queryClient.invalidateQueries(staffCatalogueQuery()),
    },
    queryClient,
  )
}
