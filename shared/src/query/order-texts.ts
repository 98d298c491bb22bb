import { orderTextsQuery, setOrderTexts } from '../api/order-texts'
import { useToken } from '../store/hooks'
import { useAppQueryClient } from './query-client'
import { useAppMutation } from './use-app-mutation'
// Loading the session's queries sets the page to forget them when the session ends.
import './session-data'
import { useAppQuery } from './use-app-query'

/** Whether the customer gets texts about their orders, and the switch that changes it. */
export function useOrderTexts() {
  const token = useToken()
  const client = useAppQueryClient()
  const query = useAppQuery(orderTextsQuery(token))
  const save = useAppMutation({
    mutationFn: setOrderTexts,
    onSuccess: ({ orderTexts }) =>
      client.setQueryData(orderTextsQuery(token).queryKey, orderTexts),
  })
  return {
    isOn: query.data ?? null,
    isSaving: save.isPending,
    error: (query.error ?? save.error)?.message ?? null,
    change: (isOn: boolean) => save.mutateAsync(isOn),
  }
}
