import styles from './search-suggestion.module.css'

type SearchSuggestionProps = {
  suggestion: string
  onChoose: (text: string) => void
}

/** "Did you mean pizza?" under a search that found nothing; choosing it searches for that. */
export function SearchSuggestion({
  suggestion,
  onChoose,
}: SearchSuggestionProps) {
  return (
    <button
      type="button"
      className={styles.suggestion}
      onClick={() => onChoose(suggestion)}
    >
      Did you mean {suggestion}?
    </button>
  )
}
