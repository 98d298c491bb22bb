import { FieldProblem } from '../../../lib/form-field'
import { RadioChoices } from '../../../lib/radio-choices'
import ui from '../../../lib/ui.module.css'
import { type RuleDraft, type RuleKind, ruleNumbers } from '../utils/group-rule'
import { ruleExplanation, ruleSummary } from '../utils/rule-summary'
import styles from './menu-editor.module.css'

type Props = {
  idPrefix: string
  rule: RuleDraft
  error?: string | undefined
  onChange: (rule: RuleDraft) => void
}

const KINDS: { value: RuleKind; label: string }[] = [
  { value: 'optional', label: 'Optional: up to a number' },
  { value: 'one', label: 'Required: exactly 1' },
  { value: 'range', label: 'Required: between a minimum and a maximum' },
]

const NUMBERS: Record<
  RuleKind,
  { field: 'upTo' | 'min' | 'max'; label: string }[]
> = {
  optional: [{ field: 'upTo', label: 'Maximum' }],
  one: [],
  range: [
    { field: 'min', label: 'Minimum' },
    { field: 'max', label: 'Maximum' },
  ],
}

/** How many options a customer picks: the three rules, their numbers, and what they mean. */
export function GroupRuleFields({ idPrefix, rule, error, onChange }: Props) {
  const numbers = ruleNumbers(rule)
  const errorId = `${idPrefix}-rule-error`
  const meaningId = `${idPrefix}-rule-meaning`
  return (
    <div className={styles.group} data-invalid={error ? true : undefined}>
      <RadioChoices
        legend="How many can a customer pick?"
        name={`${idPrefix}-rule`}
        options={KINDS}
        value={rule.kind}
        onChange={(kind) => onChange({ ...rule, kind })}
      />
      {NUMBERS[rule.kind].length > 0 && (
        <div className={styles.ruleNumbers}>
          {NUMBERS[rule.kind].map(({ field, label }) => (
            <div key={field} className={styles.number}>
              <label htmlFor={`${idPrefix}-${field}`} className={ui.label}>
                {label}
              </label>
              <input
                id={`${idPrefix}-${field}`}
                type="number"
                inputMode="numeric"
                min={1}
                className={ui.field}
                value={rule[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${meaningId} ${errorId}` : meaningId}
                onChange={(event) =>
                  onChange({ ...rule, [field]: event.target.value })
                }
              />
            </div>
          ))}
        </div>
      )}
      <p id={meaningId} className={ui.hint}>
        {numbers
          ? `Customers see “${ruleSummary(numbers.min, numbers.max)}”. ${ruleExplanation(numbers.min, numbers.max)}`
          : ''}
      </p>
      <FieldProblem id={errorId} text={error} />
    </div>
  )
}
