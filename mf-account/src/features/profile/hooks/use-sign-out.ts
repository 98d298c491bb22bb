import { isApiError, logoutEverywhere } from '@food/shared/api'
import { useAppMutation, useAppQueryClient } from '@food/shared/query'
import { logout, showPopup, signOut } from '@food/shared/store'
import { MESSAGES } from '@food/shared/types'

/** Both sign-outs share it: while one is on its way, neither sends again. */
const SIGN_OUT = ['sign-out']

/** Sign out and Sign out everywhere, one at a time; the second says how many devices it ended. */
export function useSignOut() {
  const client = useAppQueryClient()
  const here = useAppMutation({ mutationKey: SIGN_OUT, mutationFn: signOut })
  const everywhere = useAppMutation({
    mutationKey: SIGN_OUT,
    mutationFn: logoutEverywhere,
  })
  // Read from the mutation cache, not the render: a second tap before React
  // re-renders still finds the first one pending.
  const isSigningOut = () => client.isMutating({ mutationKey: SIGN_OUT }) > 0

  async function signOutHere() {
    if (isSigningOut()) return
    // Resolves signed out whatever the server answered; the drawer closes with the session.
    await here.mutateAsync()
  }

  async function signOutEverywhere() {
    if (isSigningOut()) return
    try {
      const message = await everywhere.mutateAsync()
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
