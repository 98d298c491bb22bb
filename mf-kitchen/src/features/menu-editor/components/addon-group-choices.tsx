import { FieldProblem } from '../../../lib/form-field'
import ui from '../../../lib/ui.module.css'
import type { DishSectionProps } from '../utils/dish-draft'
import { ruleSummary } from '../utils/rule-summary'
import styles from './menu-editor.module.css'

/** The add-on groups to offer with the dish, in the order they are ticked. */
export function AddonGroupChoices({
  idPrefix,
  draft,
  errors,
  menu,
  onChange,
}: DishSectionProps) {
  const hintId = `${idPrefix}-groups-hint`
  const errorId = `${idPrefix}-groups-error`
  const ticked = draft.addonGroupIds
  return (
    <fieldset
      className={styles.group}
      aria-describedby={errors.addonGroupIds ? `${hintId} ${errorId}` : hintId}
      data-invalid={errors.addonGroupIds ? true : undefined}
    >
      <legend>Add-on groups</legend>
      <p id={hintId} className={ui.hint}>
        {menu.addonGroups.length === 0
          ? 'There are no add-on groups yet: add one under Add-on groups.'
          : 'Customers see the ticked groups in the order you ticked them.'}
      </p>
      <div className={styles.ticks}>
        {menu.addonGroups.map((group) => (
          <label key={group.id} className={ui.choice}>
            <input
              type="checkbox"
              checked={ticked.includes(group.id)}
              aria-labelledby={`${idPrefix}-${group.id}-name`}
              aria-describedby={`${idPrefix}-${group.id}-rule`}
              onChange={(event) =>
                onChange({
                  addonGroupIds: event.target.checked
                    ? [...ticked, group.id]
                    : ticked.filter((id) => id !== group.id),
                })
              }
            />
            <span id={`${idPrefix}-${group.id}-name`}>{group.name}</span>
            <span id={`${idPrefix}-${group.id}-rule`} className={ui.hint}>
              {ruleSummary(group.min, group.max)}
            </span>
          </label>
        ))}
      </div>
      <FieldProblem id={errorId} text={errors.addonGroupIds} />
    </fieldset>
  )
}
