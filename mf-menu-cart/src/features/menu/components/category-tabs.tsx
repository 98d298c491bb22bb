import type { MenuCategory } from '@food/shared/types'
import { type KeyboardEvent, useRef } from 'react'
import styles from './category-tabs.module.css'

type CategoryTabsProps = {
  categories: MenuCategory[]
  selectedId: string
  panelId: string
  onSelect: (id: string) => void
}

/** Id of a category's tab, so the panel can name itself after it. */
export function categoryTabId(categoryId: string) {
  return `menu-tab-${categoryId}`
}

function nextIndex(key: string, current: number, count: number) {
  if (key === 'ArrowRight') return (current + 1) % count
  if (key === 'ArrowLeft') return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/**
 * The categories as a horizontally scrolling tab list (WAI-ARIA tabs with
 * automatic activation): one tab stop, arrows/Home/End move and select.
 */
export function CategoryTabs({
  categories,
  selectedId,
  panelId,
  onSelect,
}: CategoryTabsProps) {
  const tabs = useRef(new Map<string, HTMLButtonElement>())

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = categories.findIndex(({ id }) => id === selectedId)
    const index = nextIndex(event.key, current, categories.length)
    const target = index === null ? undefined : categories[index]
    if (!target) return
    event.preventDefault()
    onSelect(target.id)
    tabs.current.get(target.id)?.focus()
  }

  return (
    <div
      className={styles.tabs}
      role="tablist"
      aria-label="Menu categories"
      onKeyDown={handleKeyDown}
    >
      {categories.map((category) => {
        const isSelected = category.id === selectedId
        return (
          <button
            key={category.id}
            ref={(node) => {
              if (node) tabs.current.set(category.id, node)
              return () => {
                tabs.current.delete(category.id)
              }
            }}
            id={categoryTabId(category.id)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(category.id)}
          >
            {category.name}
          </button>
        )
      })}
    </div>
  )
}
