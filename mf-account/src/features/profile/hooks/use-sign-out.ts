import { isApiError, logoutEverywhere } from '@food/shared/api'
import { useExclusiveMutation } from '@food/shared/query'
import { logout, showPopup, signOut } from '@food/shared/store'
import { MESSAGES } from '@food/shared/types'

/** Both sign-outs share it: while one is on its way, neither sends again. */
const SIGN_OUT = ['sign-out']

/** Sign out and Sign out everywhere, one at a time; the second says how many devices it ended. */
export function useSignOut() {
  const here = useExclusiveMutation(SIGN_OUT, signOut)
  const everywhere = useExclusiveMutation(SIGN_OUT, logoutEverywhere)

  async function signOutHere() {
    // Resolves signed out whatever the server answered; the drawer closes with the session.
    await here.run()
  }

  async function signOutEverywhere() {
    try {
      const message = await everywhere.run()
      if (message === undefined) return
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
    }
  }

  return {
    isBusy: here.isPending || everywhere.isPending,
    signOutHere,
    signOutEverywhere,
  }
}
