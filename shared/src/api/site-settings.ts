import { queryOptions } from '@tanstack/react-query'
import { MESSAGES } from '../types/messages'
import type {
  ContactDetails,
  MoneyRules,
  OwnerPolicy,
  PolicyName,
  PolicyVersion,
  SiteTexts,
  Versioned,
} from '../types/site'
import type {
  RestorePolicyPayload,
  SavePolicyPayload,
} from '../wire/policy-versions'
import type {
  ContactDetailsPayload,
  MoneyRulesPayload,
  SiteTextsPayload,
} from '../wire/site'
import { staffCall, staffChange } from './staff-call'

// The owner's pages and settings of the site (api/src/modules/site and policy). Each save
// sends the version its form was loaded with; a newer one stored answers 409 STALE_EDIT.

/** The parts of the settings the owner edits, by the last part of their path. */
type SiteSettingsSections = {
  texts: SiteTexts
  contact: ContactDetails
  money: MoneyRules
}

export type SiteSettingsSection = keyof SiteSettingsSections

/** What the save of each section sends: its fields and the version they were loaded with. */
export type SiteSettingsPayloads = {
  texts: SiteTextsPayload
  contact: ContactDetailsPayload
  money: MoneyRulesPayload
}

/** GET /staff/site/{texts|contact|money} (owner): the section and its version. */
export async function getSiteSettings<S extends SiteSettingsSection>(
  section: S,
): Promise<Versioned<SiteSettingsSections[S]>> {
  return (
    await staffCall<Versioned<SiteSettingsSections[S]>>(
      'GET',
      `/staff/site/${section}`,
      MESSAGES.loadSiteSettingsFailed,
    )
  ).data
}

/** POST /staff/site/{texts|contact|money} (owner): saves the section from `version`. */
export const saveSiteSettings = <S extends SiteSettingsSection>(
  section: S,
  values: SiteSettingsPayloads[S],
) =>
  staffChange<Versioned<SiteSettingsSections[S]>>(
    `/staff/site/${section}`,
    MESSAGES.saveSiteSettingsFailed,
    values,
  )

/** One section of the site's settings as the owner edits it. */
export const siteSettingsQuery = <S extends SiteSettingsSection>(section: S) =>
  queryOptions({
    queryKey: ['staff', 'site', section],
    queryFn: () => getSiteSettings(section),
  })

const policyPath = (policy: PolicyName) =>
  `/staff/policies/${encodeURIComponent(policy)}`

/** GET /staff/policies/{policy} (owner): the newest version and the history. */
async function getOwnerPolicy(policy: PolicyName): Promise<OwnerPolicy> {
  return (
    await staffCall<OwnerPolicy>(
      'GET',
      policyPath(policy),
      MESSAGES.loadPolicyFailed,
    )
  ).data
}

/** GET /staff/policies/{policy}/versions/{number} (owner): one version with its text. */
export async function getPolicyVersion(
  policy: PolicyName,
  number: number,
): Promise<PolicyVersion> {
  return (
    await staffCall<PolicyVersion>(
      'GET',
      `${policyPath(policy)}/versions/${number}`,
      MESSAGES.loadPolicyFailed,
    )
  ).data
}

/** POST /staff/policies/{policy} (owner): the text as a new version after `version`. */
export const savePolicy = (
  policy: PolicyName,
  content: string,
  version: number,
) =>
  staffChange<OwnerPolicy>(policyPath(policy), MESSAGES.savePolicyFailed, {
    content,
    version,
  } satisfies SavePolicyPayload)

/** POST /staff/policies/{policy}/versions/{number}/restore (owner): an old text back as the newest. */
export const restorePolicyVersion = (
  policy: PolicyName,
  number: number,
  version: number,
) =>
  staffChange<OwnerPolicy>(
    `${policyPath(policy)}/versions/${number}/restore`,
    MESSAGES.savePolicyFailed,
    { version } satisfies RestorePolicyPayload,
  )

/** A policy as the owner edits it. */
export const ownerPolicyQuery = (policy: PolicyName) =>
  queryOptions({
    queryKey: ['staff', 'policies', policy],
    queryFn: () => getOwnerPolicy(policy),
  })

/** One kept version of a policy; a version never changes once saved. */
export const policyVersionQuery = (policy: PolicyName, number: number) =>
  queryOptions({
    queryKey: ['staff', 'policies', policy, 'versions', number],
    queryFn: () => getPolicyVersion(policy, number),
    staleTime: Number.POSITIVE_INFINITY,
  })
