import type { CatalogueOrder, StaffChange } from '@food/shared/api'
import { useEffect, useState } from 'react'
import { moved } from '../utils/move'
import { useCatalogueChange } from './use-catalogue-change'

/**
 * Move up / Move down for a list saved as a whole new order. Once the list shows the new
 * order, the focus goes back to the button pressed: its row may have moved in the page.
 */
export function useMove(
  ids: string[],
  save: (ids: string[]) => Promise<StaffChange<CatalogueOrder>>,
) {
  const change = useCatalogueChange(save)
  const [focusAfter, setFocusAfter] = useState<{
    order: string
    button: string
  } | null>(null)
  const [pressed, setPressed] = useState('')
  const order = ids.join(' ')

  useEffect(() => {
    if (focusAfter?.order !== order) return
    document.getElementById(focusAfter.button)?.focus()
    setFocusAfter(null)
  }, [focusAfter, order])

  const move = (index: number, step: -1 | 1, button: string) => {
    const next = moved(ids, index, step)
    if (change.isPending || next.join(' ') === order) return
    setFocusAfter(null)
    setPressed(button)
    change.mutate(next, {
      onSuccess: () => setFocusAfter({ order: next.join(' '), button }),
    })
  }

  return {
    move,
    isBusy: change.isPending,
    error: change.error,
    /** After a Reload: the refusal goes, and the focus back to the button pressed. */
    afterReload: () => {
      change.reset()
      document.getElementById(pressed)?.focus()
    },
  }
}
