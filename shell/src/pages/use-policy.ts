import { getPolicy } from '@food/shared/api'
import type { PolicyDocument } from '@food/shared/types'
import { useEffect, useState } from 'react'

type PolicyState =
  | { status: 'loading' }
  | { status: 'ready'; policy: PolicyDocument }
  | { status: 'error'; message: string }

/** Loads one policy text; a newer request wins over a slower older one. */
export function usePolicy(policy: 'privacy' | 'terms') {
  const [state, setState] = useState<PolicyState>({ status: 'loading' })
  useEffect(() => {
    let isCurrent = true
    setState({ status: 'loading' })
    getPolicy(policy).then(
      (document) =>
        isCurrent && setState({ status: 'ready', policy: document }),
      (error: Error) =>
        isCurrent && setState({ status: 'error', message: error.message }),
    )
    return () => {
      isCurrent = false
    }
  }, [policy])
  return state
}
