import type { PolicyName } from '@food/shared/types'
import { useState } from 'react'
import { RadioChoices } from '../../../lib/radio-choices'
import { policyTitle } from '../utils/policy-edit'
import { PolicyEditor } from './policy-editor'

const POLICIES: PolicyName[] = ['privacy', 'terms']

/**
 * The privacy policy and the terms. Both editors stay mounted, the other one hidden, so
 * switching between them keeps what was typed in each.
 */
export function PoliciesSection() {
  const [policy, setPolicy] = useState<PolicyName>('privacy')
  return (
    <>
      <RadioChoices
        legend="Policy"
        name="kitchen-site-policy"
        options={POLICIES.map((value) => ({
          value,
          label: policyTitle(value),
        }))}
        value={policy}
        onChange={setPolicy}
      />
      {POLICIES.map((name) => (
        <div key={name} hidden={name !== policy}>
          <PolicyEditor policy={name} />
        </div>
      ))}
    </>
  )
}
