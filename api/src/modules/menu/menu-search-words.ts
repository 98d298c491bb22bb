import { foldAccents } from '@food/shared/validation'
import MiniSearch from 'minisearch'
import SearchableMap from 'minisearch/SearchableMap'

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]

// "İskender".toLowerCase() keeps the dot above as a separate mark: "i̇skender".
const lowerCase = (word: string) => word.toLowerCase().replace(/i\u0307/g, 'i')

/**
 * The words of a text as typed (lower case) and as the index holds them (split as MiniSearch
 * splits, then folded).
 */
export const toWords = (text: string): { typed: string; term: string }[] =>
  tokenize(text)
    .map((word) => ({ typed: lowerCase(word), term: foldAccents(word) }))
    .filter(({ term }) => term !== '')

// Numbers are meant as typed: "12" is not "14" inch, nor "100" "10".
const hasLetter = (term: string) => /\p{L}/u.test(term)

/**
 * How many typing mistakes a search word may have and still find a dish: none below 4
 * letters ("egg" is not "fig"), one up to 6 ("kebap", "pizaa"), two beyond ("lahmajun").
 */
export function typosAllowed(term: string): number {
  if (!hasLetter(term)) return 0
  if (term.length >= 7) return 2
  return term.length >= 4 ? 1 : 0
}

/** "Did you mean …?" may go one mistake further than the search, for words of 3 letters or more. */
export const typosForSuggestion = (term: string) =>
  term.length < 3 || !hasLetter(term) ? 0 : typosAllowed(term) + 1

type WordUse = { named: number; dishes: number; shown: string }

/**
 * Every word on the menu (folded), with how many dishes have it in their name and at all,
 * and the first spelling seen (so "Did you mean köfte?" keeps its accent).
 */
export function createVocabulary(
  dishes: readonly { name: string; text: string }[],
) {
  const words = new SearchableMap<WordUse>()
  for (const { name, text } of dishes) {
    const named = new Set(toWords(name).map(({ term }) => term))
    const inDish = new Map<string, string>()
    for (const { typed, term } of toWords(text)) {
      if (!inDish.has(term)) inDish.set(term, typed)
    }
    for (const [term, typed] of inDish) {
      words.update(term, (seen) => ({
        named: (seen?.named ?? 0) + (named.has(term) ? 1 : 0),
        dishes: (seen?.dishes ?? 0) + 1,
        shown: seen?.shown ?? typed,
      }))
    }
  }

  return {
    /** The menu has this word, or a word that starts with it (still being typed). */
    knows: (term: string) => words.atPrefix(term).size > 0,

    /**
     * The menu's word closest to `term`; among those as close, the one in more dish names
     * ("pizza" before "pitta" for "pissa"), then in more dishes, then the first in the alphabet.
     */
    nearest(term: string, maxDistance: number): string | null {
      const candidates = [...words.fuzzyGet(term, maxDistance)].map(
        ([word, [use, distance]]) => ({ word, distance, ...use }),
      )
      candidates.sort(
        (a, b) =>
          a.distance - b.distance ||
          b.named - a.named ||
          b.dishes - a.dishes ||
          a.word.localeCompare(b.word),
      )
      return candidates[0]?.shown ?? null
    },
  }
}
