import { useEffect, useRef } from 'react'

/** False once the component has gone: a late answer must not touch its state. */
export function useIsMounted() {
  const isMountedRef = useRef(true)
  useEffect(() => {
    isMountedRef.current = true
    return () => {
      isMountedRef.current = false
    }
  }, [])
  return isMountedRef
}
