import { foldAccents } from '@food/shared/validation'
import type { SearchResultView as SearchResult } from '@food/shared/wire'
import MiniSearch, { type SearchResult as Hit } from 'minisearch'
import {
  createVocabulary,
  toWords,
  typosAllowed,
  typosForSuggestion,
} from './menu-search-words'

/** What a dish is found by; its id is its place on the menu. */
type SearchDocument = {
  id: number
  name: string
  description: string
  category: string
  addons: string
}

const toDocument = (item: SearchResult, place: number): SearchDocument => ({
  id: place,
  name: item.name,
  description: item.description,
  category: item.categoryName,
  addons: item.addonGroups
    .flatMap((group) => [group.name, ...group.items.map(({ name }) => name)])
    .join('\n'),
})

/** A dish's name, and all its words, for the vocabulary. */
const dishWords = ({
  name,
  description,
  category,
  addons,
}: SearchDocument) => ({
  name,
  text: [name, description, category, addons].join('\n'),
})

const isNameMatch = (hit: Hit) =>
  Object.values(hit.match).some((fields) => fields.includes('name'))

type Ranked = { place: number; isName: boolean }

/** Name matches first, then the rest; each in menu order. */
const byRank = (a: Ranked, b: Ranked) =>
  Number(b.isName) - Number(a.isName) || a.place - b.place

/**
 * The menu's dishes indexed in memory (MiniSearch, ADR 013): each word of the search finds
 * dishes by name, description, category or add-on, as typed, as the start of a word
 * ("marg"), or with a typing mistake or two when the menu has no such word ("pizaa").
 */
export function createMenuSearch(items: readonly SearchResult[]) {
  const documents = items.map(toDocument)
  const index = new MiniSearch<SearchDocument>({
    fields: ['name', 'description', 'category', 'addons'],
    processTerm: (term) => foldAccents(term),
  })
  index.addAll(documents)
  const vocabulary = createVocabulary(documents.map(dishWords))

  function find(text: string, vegOnly: boolean): SearchResult[] {
    const hits = index.search(text, {
      prefix: true,
      // A word the menu has (or starts) is taken as meant: "pide" is not "side".
      fuzzy: (term) => (vocabulary.knows(term) ? 0 : typosAllowed(term)),
      combineWith: 'AND',
    })
    return hits
      .map((hit) => ({ place: hit.id as number, isName: isNameMatch(hit) }))
      .sort(byRank)
      .flatMap(({ place }) => items[place] ?? [])
      .filter((item) => !vegOnly || item.isVeg)
  }

  /**
   * For a search that found nothing: each word the menu lacks, spelt as the menu's closest
   * word (allowing one mistake more than the search does). Offered only when every such word
   * has one and the corrected search finds something.
   */
  function suggest(text: string, vegOnly: boolean): string | null {
    const words = toWords(text)
    const corrected = words.map(({ typed, term }) => {
      if (vocabulary.knows(term)) return typed
      const allowed = typosForSuggestion(term)
      return allowed > 0 ? vocabulary.nearest(term, allowed) : null
    })
    if (corrected.some((word) => word === null)) return null
    const phrase = corrected.join(' ')
    const isChanged = phrase !== words.map(({ typed }) => typed).join(' ')
    return isChanged && find(phrase, vegOnly).length > 0 ? phrase : null
  }

  return {
    /** At most `limit` dishes; a suggestion only when none was found. */
    search(text: string, vegOnly: boolean, limit: number) {
      const found = find(text, vegOnly)
      return {
        data: found.slice(0, limit),
        suggestion: found.length === 0 ? suggest(text, vegOnly) : null,
      }
    },
  }
}
