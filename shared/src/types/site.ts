import type { ShopSettings } from './shop'

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

/** The About page's lead and story, and the Info page's own text (both Markdown but the lead). */
export type SiteTexts = { description: string; about: string; info: string }

/** Where the restaurant is and how to reach it: the footer, About and the structured data. */
export type ContactDetails = Pick<
  ShopSettings['shop'],
  'address' | 'phone' | 'email' | 'social'
>

/** What the server charges by: the logged-in discount, the delivery fees and the minimum. */
export type MoneyRules = Pick<
  ShopSettings['policy'],
  'discount' | 'deliveryFees' | 'minimumDeliveryOrderPence'
>

/** An owner's edit and the version it was loaded with: an older one is refused (STALE_EDIT). */
export type Versioned<T> = T & { version: number }

export type PolicyName = 'privacy' | 'terms'

/** Each policy as a sentence names it ("The privacy policy is saved as version 4."). */
export const POLICY_NAMES = {
  privacy: 'privacy policy',
  terms: 'terms and conditions',
} as const satisfies Record<PolicyName, string>

/** Who saved a version: a member, or the restaurant itself (id null) for the first text. */
type SavedBy = { id: string | null; name: string }

/** One kept version of a policy, without its text. */
export type PolicyVersionSummary = {
  version: number
  savedAt: string
  savedBy: SavedBy
  /** The older version this one brought back, or null for an edit. */
  restoredFrom: number | null
}

/** One version of a policy with its text. */
export type PolicyVersion = PolicyVersionSummary & {
  policy: PolicyName
  title: string
  content: string
}

/** The owner's view of a policy: the latest version and every version, newest first. */
export type OwnerPolicy = PolicyVersion & { history: PolicyVersionSummary[] }
