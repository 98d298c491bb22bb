import {
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query'
import { useAppQueryClient } from './query-client'

/**
 * useMutation on the render's QueryClient. Its isPending is the busy guard of
 * the button that sent it: a second tap while it is on its way sends nothing.
 */
export function useAppMutation<
  TData = unknown,
  TError = Error,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  return useMutation(options, useAppQueryClient())
}

/**
 * A mutation sent once at a time per key: while one with `mutationKey` is on its way, `run`
 * sends nothing and resolves undefined. It asks the mutation cache, not the render: a
 * component hears of a pending mutation a task later, and the second tap of a double tap (or
 * an Enter) can come before that (ADR 028). `isPending` is the button's busy state.
 */
export function useExclusiveMutation<TData, TVariables = void>(
  mutationKey: readonly unknown[],
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const client = useAppQueryClient()
  const mutation = useAppMutation({ mutationKey, mutationFn })

  async function run(variables: TVariables): Promise<TData | undefined> {
    if (client.isMutating({ mutationKey }) > 0) return undefined
    return mutation.mutateAsync(variables)
  }

  return { isPending: mutation.isPending, run }
}
