import { isApiError, logoutEverywhere } from '@food/shared/api'
import { logout, showPopup, signOut } from '@food/shared/store'
import { MESSAGES } from '@food/shared/types'
import { useState } from 'react'

/** Sign out and Sign out everywhere, one at a time; the second says how many devices it ended. */
export function useSignOut() {
  const [isBusy, setIsBusy] = useState(false)

  async function signOutHere() {
    if (isBusy) return
    setIsBusy(true)
    // Resolves signed out whatever the server answered; the drawer closes with the session.
    await signOut()
  }

  async function signOutEverywhere() {
    if (isBusy) return
    setIsBusy(true)
    try {
      const message = await logoutEverywhere()
      logout()
      showPopup({ type: 'success', title: MESSAGES.successTitle, message })
    } catch (error) {
      if (!isApiError(error)) throw error
      // Other devices may still be signed in: this one stays, so the customer can try again.
      showPopup({
        type: 'error',
        title: MESSAGES.errorTitle,
        message: error.message,
      })
      setIsBusy(false)
    }
  }

  return { isBusy, signOutHere, signOutEverywhere }
}
