/** The owner's sections and policies: the wire contract's (@food/shared/wire). */
export type {
  OwnerPolicy,
  PolicyName,
  PolicyVersion,
  PolicyVersionSummary,
} from '../wire/policy'
export type { ContactDetails, MoneyRules, SiteTexts } from '../wire/site'

import type { PolicyName } from '../wire/policy'

/**
 * The networks a social link may point at, and the hosts its address must be on: a link
 * labelled Instagram always opens Instagram.
 */
export const SOCIAL_NETWORKS = {
  facebook: { label: 'Facebook', hosts: ['facebook.com'] },
  instagram: { label: 'Instagram', hosts: ['instagram.com'] },
  tiktok: { label: 'TikTok', hosts: ['tiktok.com'] },
  x: { label: 'X', hosts: ['x.com', 'twitter.com'] },
  youtube: { label: 'YouTube', hosts: ['youtube.com'] },
} as const satisfies Record<string, { label: string; hosts: readonly string[] }>

export type SocialNetwork = keyof typeof SOCIAL_NETWORKS

/** What the owner may write on the site's pages and settings (the API's limits). */
export const SITE_LIMITS = {
  /** The About page's lead, also the search engines' description. */
  descriptionMaxLength: 300,
  aboutMaxLength: 5_000,
  infoMaxLength: 10_000,
  policyMaxLength: 30_000,
  addressLineMaxLength: 60,
  cityMaxLength: 40,
  urlMaxLength: 300,
  discountMessageMaxLength: 120,
  discountPercentageMax: 50,
  feeTiersMax: 8,
  tierMilesMax: 10,
  tierFeePenceMax: 2_000,
  minimumOrderPenceMax: 10_000,
} as const

/** An owner's edit and the version it was loaded with: an older one is refused (STALE_EDIT). */
export type Versioned<T> = T & { version: number }

/** Each policy as a sentence names it ("The privacy policy is saved as version 4."). */
export const POLICY_NAMES = {
  privacy: 'privacy policy',
  terms: 'terms and conditions',
} as const satisfies Record<PolicyName, string>
