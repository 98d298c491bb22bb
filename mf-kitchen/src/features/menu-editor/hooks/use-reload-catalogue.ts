import { staffCatalogueQuery } from '@food/shared/api'
import { useAppQueryClient } from '@food/shared/query'
import { useMutation } from '@tanstack/react-query'

/** Reload after a stale save: the editor's data read again now, handed to the caller too. */
export function useReloadCatalogue() {
  const queryClient = useAppQueryClient()
  return useMutation(
    {
      mutationFn: () =>
        queryClient.fetchQuery({ ...staffCatalogueQuery(), staleTime: 0 }),
    },
    queryClient,
  )
}
