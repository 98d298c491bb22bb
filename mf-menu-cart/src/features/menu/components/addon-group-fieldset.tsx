import { formatMoney } from '@food/shared/format'
import type { AddonGroup } from '@food/shared/types'
import { avoidedIn } from '../../../lib/dish-filter'
import { choiceRule, isSingleChoice } from '../model/addon-choice'
import styles from './addon-group-fieldset.module.css'

type AddonGroupFieldsetProps = {
  /** Also names the group's inputs, so radios of one group go together. */
  id: string
  group: AddonGroup
  chosen: readonly string[]
  /** The allergens the customer hides: an add-on with one is marked. */
  avoided: readonly string[]
  onChoose: (group: AddonGroup, itemId: string, isChecked: boolean) => void
}

/** What an add-on contains, said beside it; stronger when the customer avoids it. */
function AddonAllergens({
  allergens,
  avoided,
}: {
  allergens: readonly string[]
  avoided: readonly string[]
}) {
  if (allergens.length === 0) return null
  const clash = avoidedIn(allergens, avoided)
  if (clash.length > 0) {
    return (
      <span className={styles.avoided}>
        <span aria-hidden="true">⚠ </span>
        Contains {clash.join(', ')}, which you avoid
      </span>
    )
  }
  return (
    <span className={styles.allergens}>Contains {allergens.join(', ')}</span>
  )
}

/**
 * One add-on group: its rule, then radios for one pick at most (with "None"
 * first when the group is optional) or checkboxes otherwise. Once the
 * maximum is ticked, the rest are disabled.
 */
export function AddonGroupFieldset({
  id,
  group,
  chosen,
  avoided,
  onChoose,
}: AddonGroupFieldsetProps) {
  const isRadio = isSingleChoice(group)
  const isFull = chosen.length >= group.max
  const [picked] = chosen

  return (
    <fieldset id={id} className={styles.group}>
      <legend className={styles.legend}>
        <span className={styles.name}>{group.name}</span>{' '}
        <span className={styles.rule}>{choiceRule(group)}</span>
      </legend>
      <ul className={styles.options}>
        {isRadio && group.min === 0 && (
          <li>
            <label className={styles.option}>
              <input
                type="radio"
                name={id}
                value=""
                className={styles.input}
                checked={chosen.length === 0}
                onChange={() => {
                  if (picked) onChoose(group, picked, false)
                }}
              />
              <span className={styles.addonName}>None</span>
            </label>
          </li>
        )}
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
                  <AddonAllergens
                    allergens={addon.allergens}
                    avoided={avoided}
                  />
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
