import { restorePolicyVersion, savePolicy } from '@food/shared/api'
import { POLICY_NAMES, type PolicyName } from '@food/shared/types'

/** A policy's two saves: a new text, or an old version back; both from the loaded version. */
export type PolicyEdit =
  | { kind: 'save'; content: string; version: number }
  | { kind: 'restore'; number: number; version: number }

/** Sends one edit of `policy`. */
export const sendPolicyEdit = (policy: PolicyName) => (edit: PolicyEdit) =>
  edit.kind === 'save'
    ? savePolicy(policy, edit.content, edit.version)
    : restorePolicyVersion(policy, edit.number, edit.version)

/** "Privacy policy", "Terms and conditions". */
export const policyTitle = (policy: PolicyName) =>
  POLICY_NAMES[policy].charAt(0).toUpperCase() + POLICY_NAMES[policy].slice(1)
