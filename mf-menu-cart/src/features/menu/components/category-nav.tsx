import type { MenuCategory } from '@food/shared/types'
import { type MouseEvent, useEffect, useRef } from 'react'
import { useCategoryInView } from '../hooks/use-category-in-view'
import styles from './category-nav.module.css'

/** Id of a category's section on the menu page, the target of its chip. */
export function categorySectionId(category: MenuCategory) {
  return `menu-${category.slug || category.id}`
}

type CategoryNavProps = {
  categories: MenuCategory[]
}

/**
 * The categories as chips stuck under the header: the one in view is marked
 * (aria-current) as the customer scrolls, and a tap scrolls to its section
 * and moves the focus to its heading. Plain links, so they work before the
 * page has hydrated too.
 */
export function CategoryNav({ categories }: CategoryNavProps) {
  const navRef = useRef<HTMLElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const ids = categories.map(categorySectionId)
  const inView = useCategoryInView(ids, navRef)

  // Keep the marked chip on screen in the chips' own sideways scroll.
  useEffect(() => {
    const list = listRef.current
    const chip = list?.querySelector<HTMLElement>('[aria-current="true"]')
    if (!list || !chip) return
    const left = chip.offsetLeft - list.offsetLeft
    const right = left + chip.offsetWidth
    if (left < list.scrollLeft || right > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: Math.max(left - 16, 0) })
    }
  }, [inView])

  const handleClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id)
    // A modified click (new tab, new window) stays the browser's.
    if (!section || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    section.scrollIntoView({ block: 'start' })
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
  }

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Menu categories">
      <ul ref={listRef} className={styles.list}>
        {categories.map((category, index) => {
          const id = ids[index] as string
          return (
            <li key={category.id}>
              <a
                href={`#${id}`}
                className={styles.chip}
                aria-current={id === inView ? 'true' : undefined}
                onClick={(event) => handleClick(event, id)}
              >
                {category.name}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
