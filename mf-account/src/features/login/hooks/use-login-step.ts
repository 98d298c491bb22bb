import { useExclusiveMutation } from '@food/shared/query'

/** The key the steps of one login flow share; see useLoginStep. */
export type LoginStepKey = readonly ['login-step', string]

/**
 * One step of the login (sending the code, verifying it) as a mutation. The
 * steps of one flow share `key`: while one runs, a second click or Enter on
 * either gets `idle` back at once.
 */
export function useLoginStep<TVariables, TResult>(
  key: LoginStepKey,
  step: (variables: TVariables) => Promise<TResult>,
  idle: TResult,
) {
  const mutation = useExclusiveMutation(key, step)

  async function run(variables: TVariables): Promise<TResult> {
    return (await mutation.run(variables)) ?? idle
  }

  return { isPending: mutation.isPending, run }
}
