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
