import { formatMoney } from '@food/shared/format'
import type { AddonGroup } from '@food/shared/types'
import { choiceRule, isSingleChoice } from '../model/addon-choice'
import styles from './addon-group-fieldset.module.css'

type AddonGroupFieldsetProps = {
  /** Also names the group's inputs, so radios of one group go together. */
  id: string
  group: AddonGroup
  chosen: readonly string[]
  onChoose: (group: AddonGroup, itemId: string, isChecked: boolean) => void
}

/**
 * One add-on group: its rule, then radios for exactly one pick or
 * checkboxes otherwise. Once the maximum is ticked, the rest are disabled.
 */
export function AddonGroupFieldset({
  id,
  group,
  chosen,
  onChoose,
}: AddonGroupFieldsetProps) {
  const isRadio = isSingleChoice(group)
  const isFull = chosen.length >= group.max

  return (
    <fieldset id={id} className={styles.group}>
      <legend className={styles.legend}>
        <span className={styles.name}>{group.name}</span>{' '}
        <span className={styles.rule}>{choiceRule(group)}</span>
      </legend>
      <ul className={styles.options}>
        {group.items.map((addon) => {
          const isChecked = chosen.includes(addon.id)
          return (
            <li key={addon.id}>
              <label className={styles.option}>
                <input
                  type={isRadio ? 'radio' : 'checkbox'}
                  name={id}
                  value={addon.id}
                  className={styles.input}
                  checked={isChecked}
                  disabled={addon.soldOut || (!isRadio && !isChecked && isFull)}
                  onChange={(event) =>
                    onChoose(group, addon.id, event.target.checked)
                  }
                />
                <span className={styles.addonName}>
                  {addon.name}
                  {addon.soldOut && ' (sold out)'}
                </span>
                {addon.price > 0 && (
                  <span className={styles.price}>
                    +{formatMoney(addon.price)}
                  </span>
                )}
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
