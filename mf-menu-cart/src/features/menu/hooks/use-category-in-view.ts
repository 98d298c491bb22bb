import { type RefObject, useEffect, useState } from 'react'

/** A section counts as in view once its top passes this close under the chips. */
const SLACK_PX = 8

/** The id of the section that fills the screen under the sticky chips. */
function sectionInView(ids: readonly string[], chipsBottom: number) {
  let inView = ids[0] ?? null
  // At the top of the page the chips are not stuck yet: the first category.
  if (window.scrollY <= 0) return inView
  for (const id of ids) {
    const top = document.getElementById(id)?.getBoundingClientRect().top
    if (top !== undefined && top <= chipsBottom + SLACK_PX) inView = id
  }
  // At the end of the page the last sections cannot reach the chips: the
  // lowest one whose heading shows is the one the customer went to.
  const atEnd =
    window.innerHeight + window.scrollY >=
    document.documentElement.scrollHeight - 2
  if (atEnd) {
    for (const id of ids) {
      const top = document.getElementById(id)?.getBoundingClientRect().top
      if (top !== undefined && top > chipsBottom && top < window.innerHeight)
        inView = id
    }
  }
  return inView
}

/**
 * Follows the page's scrolling and names the section in view (the first one
 * before any scrolling, as on a server-rendered page). Checked once per frame.
 */
export function useCategoryInView(
  ids: readonly string[],
  chipsRef: RefObject<HTMLElement | null>,
) {
  const [inView, setInView] = useState<string | null>(null)
  const key = ids.join(' ')

  useEffect(() => {
    const sectionIds = key ? key.split(' ') : []
    let frame = 0
    const update = () => {
      frame = 0
      const chipsBottom = chipsRef.current?.getBoundingClientRect().bottom ?? 0
      setInView(sectionInView(sectionIds, chipsBottom))
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (frame !== 0) cancelAnimationFrame(frame)
    }
  }, [key, chipsRef])

  return inView ?? ids[0] ?? null
}
