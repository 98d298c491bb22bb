import { SEARCH_MAX_LENGTH } from '@food/shared/types'
import { CloseIcon } from '@food/shared/ui'
import { useId } from 'react'
import styles from './search-box.module.css'

type SearchBoxProps = {
  value: string
  onChange: (value: string) => void
}

/** The menu's search field; Escape or the clear button goes back to the menu. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const inputId = useId()
  return (
    // biome-ignore lint/a11y/useSemanticElements: happy-dom, where the component tests run, does not know <search> yet; a form with role=search is the same landmark.
    <form
      className={styles.box}
      role="search"
      // Results follow the typing; Enter only closes the phone's keyboard.
      onSubmit={(event) => {
        event.preventDefault()
        const input = event.currentTarget.elements.namedItem('q')
        if (input instanceof HTMLInputElement) input.blur()
      }}
    >
      <label htmlFor={inputId} className={styles.label}>
        Search the menu
      </label>
      <div className={styles.field}>
        <svg
          className={styles.icon}
          width="18"
          height="18"
          viewBox="0 0 20 20"
          aria-hidden="true"
        >
          <circle
            cx="8.5"
            cy="8.5"
            r="5.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path
            d="M13 13l4.5 4.5"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <input
          id={inputId}
          name="q"
          className={styles.input}
          type="search"
          placeholder="Kebab, pizza, falafel…"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onChange('')
          }}
        />
        {value && (
          <button
            type="button"
            className={styles.clear}
            aria-label="Clear search"
            onClick={() => onChange('')}
          >
            <CloseIcon size={16} />
          </button>
        )}
      </div>
    </form>
  )
}
