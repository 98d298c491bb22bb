// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../types/constants'
import {
  AVOIDED_ALLERGENS_COOKIE,
  parseAvoidedAllergens,
  readAvoidedAllergens,
  writeAvoidedAllergens,
} from './storage'

afterEach(() => {
  writeAvoidedAllergens([])
  localStorage.clear()
})

describe('the avoided allergens cookie', () => {
  it('reads the allergens from a Cookie header among others, in the UK list’s order', () => {
    expect(
      parseAvoidedAllergens(
        `theme=dark; ${AVOIDED_ALLERGENS_COOKIE}=sesame%7Cmilk; other=1`,
      ),
    ).toEqual(['milk', 'sesame'])
  })

  it('counts anything it does not know as none', () => {
    expect(parseAvoidedAllergens(undefined)).toEqual([])
    expect(parseAvoidedAllergens('')).toEqual([])
    expect(
      parseAvoidedAllergens(`${AVOIDED_ALLERGENS_COOKIE}=bacon%7C%3Cscript%3E`),
    ).toEqual([])
    // A malformed escape is not an error.
    expect(
      parseAvoidedAllergens(`${AVOIDED_ALLERGENS_COOKIE}=%E0%A4%A`),
    ).toEqual([])
  })

  it('is written for the whole site and a year, and removed when nothing is hidden', () => {
    writeAvoidedAllergens(['peanuts', 'eggs'])
    expect(parseAvoidedAllergens(document.cookie)).toEqual(['eggs', 'peanuts'])
    expect(readAvoidedAllergens()).toEqual(['eggs', 'peanuts'])
    writeAvoidedAllergens([])
    expect(parseAvoidedAllergens(document.cookie)).toEqual([])
  })

  it('takes over what an earlier version kept in local storage, once', () => {
    localStorage.setItem(STORAGE_KEYS.avoidedAllergens, '["milk","celery"]')
    expect(readAvoidedAllergens()).toEqual(['celery', 'milk'])
    expect(localStorage.getItem(STORAGE_KEYS.avoidedAllergens)).toBeNull()
    expect(parseAvoidedAllergens(document.cookie)).toEqual(['celery', 'milk'])
  })
})
