import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/** A remote's page arrives after its code: headings are watched for this long after a move. */
const HEADING_WAIT_MS = 5000

/**
 * After a navigation inside the site (not on the first page), focus moves to the new page's
 * heading, so a screen reader reads where the customer is and Tab starts from there. The page
 * does not scroll for it (a link to /orders#order-1042 scrolls to that order), and a dialog the
 * customer is typing in keeps its focus.
 */
export function useFocusHeadingOnNavigate(mainId: string) {
  const { pathname } = useLocation()
  const shown = useRef(pathname)

  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    const main = document.getElementById(mainId)
    if (!main) return
    // The old page may stay on screen while the new one's code loads, so the heading is
    // watched for a while: a newer one takes the focus unless the customer moved it meanwhile.
    let focused: HTMLElement | null = null
    const focusHeading = () => {
      const heading = main.querySelector('h1')
      if (!heading || heading === focused) return
      const active = document.activeElement
      if (focused === null) {
        if (active?.closest('[role="dialog"]')) return
      } else if (active !== document.body && active !== focused) return
      if (!heading.hasAttribute('tabindex'))
        heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
      focused = heading
    }
    focusHeading()
    const observer = new MutationObserver(focusHeading)
    observer.observe(main, { childList: true, subtree: true })
    const stop = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS)
    return () => {
      observer.disconnect()
      clearTimeout(stop)
    }
  }, [pathname, mainId])
}
