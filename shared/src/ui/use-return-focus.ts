import { useEffect, useState } from 'react'

/**
 * For a modal: remembers the control that had the focus when it opened and gives the focus
 * back to it when the modal closes (unmounts), if that control is still on the page.
 */
export function useReturnFocus() {
  // Read while rendering, before the content's effects move the focus inside.
  const [opener] = useState(() => document.activeElement)

  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    },
    [opener],
  )
}
