import {
  addCartItemsBulk,
  removeCartItem,
  updateCartQuantity,
} from '@food/shared/api'
import { refreshBasket, storeBasket } from '@food/shared/query'
import {
  addGuestCartItem,
  getGuestCart,
  getToken,
  removeGuestCartItem,
  showCartBar,
  showPopup,
  updateGuestCartQuantity,
} from '@food/shared/store'
import {
  type GuestCartAddon,
  MAX_LINE_QUANTITY,
  MESSAGES,
  type MenuItem,
} from '@food/shared/types'
import { errorMessage } from '@food/shared/ui'

/** What the customer chose in the item dialog. */
export type ItemChoice = {
  quantity: number
  instructions: string
  /** Chosen add-on item ids per add-on group id. */
  addons: Record<string, string[]>
}

const popupError = (error: unknown, fallback: string) =>
  showPopup({
    type: 'error',
    title: MESSAGES.errorTitle,
    message: errorMessage(error, fallback),
  })

function guestAddons(item: MenuItem, choice: ItemChoice): GuestCartAddon[] {
  return item.addonGroups.flatMap((group) =>
    (choice.addons[group.id] ?? []).flatMap((itemId) => {
      const addon = group.items.find((candidate) => candidate.id === itemId)
      return addon
        ? [
            {
              addon_id: group.id,
              addon_item_id: addon.id,
              addon_price: addon.price,
              addon_name: addon.name,
            },
          ]
        : []
    }),
  )
}

const sameAddons = (a: GuestCartAddon[], b: GuestCartAddon[]) =>
  a.length === b.length &&
  a.every((addon) =>
    b.some((other) => other.addon_item_id === addon.addon_item_id),
  )

/**
 * Adds a dish to the basket and shows the bar. A guest's basket is local (an equal line
 * grows instead of repeating); a customer's goes to the server, which is then read again
 * (SPEC section 4). Resolves true when the dish is in the basket.
 */
export async function addItemToCart(
  item: MenuItem,
  choice: ItemChoice,
): Promise<boolean> {
  const instructions = choice.instructions.trim()
  if (!getToken()) {
    const addons = guestAddons(item, choice)
    const lines = getGuestCart()
    const equal = lines.findIndex(
      (line) =>
        line.menu_item_id === item.id &&
        line.instructions === instructions &&
        sameAddons(line.addons, addons),
    )
    const existing = lines[equal]
    if (existing) {
      updateGuestCartQuantity(
        equal,
        Math.min(existing.quantity + choice.quantity, MAX_LINE_QUANTITY),
      )
    } else {
      addGuestCartItem({
        menu_item_id: item.id,
        name: item.name,
        quantity: choice.quantity,
        instructions,
        price: item.price,
        addons,
      })
    }
    showCartBar()
    return true
  }
  try {
    await addCartItemsBulk(
      [
        {
          menu_item_id: item.id,
          quantity: choice.quantity,
          instructions,
          addons: Object.entries(choice.addons)
            .filter(([, ids]) => ids.length > 0)
            .map(([addon_id, addon_item_id]) => ({ addon_id, addon_item_id })),
        },
      ],
      MESSAGES.addToCartFailed,
    )
  } catch (error) {
    popupError(error, MESSAGES.addToCartFailed)
    return false
  }
  try {
    await refreshBasket()
  } catch (error) {
    popupError(error, MESSAGES.fetchCartFailed)
  }
  showCartBar()
  return true
}

/** Sets a line's quantity (1–50); for a customer the server answers with the new basket. */
export async function changeLineQuantity(
  kind: 'guest' | 'server',
  key: string,
  quantity: number,
): Promise<void> {
  const clamped = Math.max(1, Math.min(quantity, MAX_LINE_QUANTITY))
  if (kind === 'guest') {
    updateGuestCartQuantity(Number(key), clamped)
    return
  }
  try {
    await storeBasket(await updateCartQuantity(key, clamped))
  } catch (error) {
    popupError(error, MESSAGES.updateCartQuantityFailed)
  }
}

/** Removes a line from the basket. */
export async function removeLine(
  kind: 'guest' | 'server',
  key: string,
): Promise<void> {
  if (kind === 'guest') {
    removeGuestCartItem(Number(key))
    return
  }
  try {
    await storeBasket(await removeCartItem(key))
  } catch (error) {
    popupError(error, MESSAGES.removeCartItemFailed)
  }
}
