import { addCartItemsBulk, isApiError } from '@food/shared/api'
import { loadProfile, storeBasket } from '@food/shared/query'
import {
  clearGuestCart,
  getToken,
  setSession,
  showPopup,
} from '@food/shared/store'
import type { GuestCartItem } from '@food/shared/types'
import { MESSAGES } from '@food/shared/types'
import { toBulkCartItems } from './to-bulk-cart-items'

function showError(message: string) {
  showPopup({ type: 'error', title: MESSAGES.errorTitle, message })
}

/**
 * SPEC section 4, after a verified code: keep the token, fetch the profile,
 * then move the guest cart into the server cart and only then forget it
 * locally. Resolves false when the profile could not be loaded (loadProfile
 * has ended the session again).
 */
export async function completeLogin(
  token: string,
  guestCart: GuestCartItem[],
): Promise<boolean> {
  setSession(token)
  await loadProfile()
  if (!getToken()) {
    showError(MESSAGES.fetchProfileFailed)
    return false
  }
  if (guestCart.length === 0) return true
  try {
    await storeBasket(await addCartItemsBulk(toBulkCartItems(guestCart)))
    clearGuestCart()
  } catch (error) {
    // The login stands; the guest cart stays so nothing is lost.
    if (!isApiError(error)) throw error
    showError(error.message)
  }
  return true
}
