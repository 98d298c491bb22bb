import { useAppMutation, useAppQueryClient } from '@food/shared/query'

/** The key the steps of one login flow share; see useLoginStep. */
export type LoginStepKey = readonly ['login-step', string]

/**
 * One step of the login (sending the code, verifying it) as a mutation. The
 * steps of one flow share `key`: while one runs, a second click or Enter on
 * either gets `idle` back at once. The guard reads the mutation cache, not the
 * render, so a tap before React re-renders is turned away too; `isPending`
 * drives the buttons' busy state.
 */
export function useLoginStep<TVariables, TResult>(
  key: LoginStepKey,
  step: (variables: TVariables) => Promise<TResult>,
  idle: TResult,
) {
  const client = useAppQueryClient()
  const mutation = useAppMutation({ mutationKey: key, mutationFn: step })

  async function run(variables: TVariables): Promise<TResult> {
    if (client.isMutating({ mutationKey: key }) > 0) return idle
    return mutation.mutateAsync(variables)
  }

  return { isPending: mutation.isPending, run }
}
