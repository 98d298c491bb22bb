import { useLoginDrawerOpen, useProfileDrawerOpen } from '@food/shared/store'
import { useState } from 'react'
import { AccountDrawers } from '../remotes/mf-account'

type Props = {
  /** The customer reached for the account button or opened the phone menu. */
  isReached: boolean
}

/**
 * mf-account's drawers, mounted from the moment they are wanted and kept: when the customer
 * reaches for them, or when anything on the page opens one through the shared store (the
 * checkout's "Log in", the tracking bar). Until then the page loads none of the account's
 * code (ADR 047).
 */
export function AccountDrawersSlot({ isReached }: Props) {
  const isLoginOpen = useLoginDrawerOpen()
  const isProfileOpen = useProfileDrawerOpen()
  const [isWanted, setIsWanted] = useState(false)
  // Set while rendering, as React allows for state that follows props: no extra paint.
  if (!isWanted && (isReached || isLoginOpen || isProfileOpen))
    setIsWanted(true)
  return isWanted ? <AccountDrawers /> : null
}
