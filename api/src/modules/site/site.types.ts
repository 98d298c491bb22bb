import type {
  ContactDetails,
  MoneyRules,
  SiteTexts,
  Versioned,
} from '@food/shared/types'

/** The parts of the settings the owner edits, each with a version of its own. */
export type SiteSections = {
  texts: SiteTexts
  contact: ContactDetails
  money: MoneyRules
}

export type SiteSection = keyof SiteSections

export type { Versioned }
