import type { AddonGroup, MenuItem } from '@food/shared/types'
import { useState } from 'react'
import {
  type ChosenAddons,
  clampQuantity,
  cleanInstructions,
  missingChoices,
  toggleAddon,
  unitPrice,
} from '../model/addon-choice'

/** What the customer has picked in the item dialog, and what it costs. */
export function useItemChoice(item: MenuItem) {
  const [addons, setAddons] = useState<ChosenAddons>({})
  const [quantity, setQuantity] = useState(1)
  const [instructions, setInstructions] = useState('')

  const chooseAddon = (group: AddonGroup, itemId: string, isChecked: boolean) =>
    setAddons((chosen) => ({
      ...chosen,
      [group.id]: toggleAddon(group, chosen[group.id] ?? [], itemId, isChecked),
    }))

  return {
    choice: { addons, quantity, instructions },
    missing: missingChoices(item.addonGroups, addons),
    /** Pence: (dish + chosen add-ons) × quantity. */
    total: unitPrice(item, addons) * quantity,
    chooseAddon,
    changeQuantity: (next: number) => setQuantity(clampQuantity(next)),
    changeInstructions: (text: string) =>
      setInstructions(cleanInstructions(text)),
  }
}
