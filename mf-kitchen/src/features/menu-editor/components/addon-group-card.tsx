import { formatMoney } from '@food/shared/format'
import type { EditableAddonGroup } from '@food/shared/types'
import { useId, useState } from 'react'
import ui from '../../../lib/ui.module.css'
import { ruleSummary, usedByText } from '../utils/rule-summary'
import { GroupDialog } from './group-dialog'
import styles from './menu-editor.module.css'

/** "Garlic mayo, Chilli (+£0.50)". */
const optionsText = ({ options }: EditableAddonGroup) =>
  options.length === 0
    ? 'No options yet'
    : options
        .map((o) =>
          o.price > 0 ? `${o.name} (+${formatMoney(o.price)})` : o.name,
        )
        .join(', ')

/** One shared group: its rule, its options, how many dishes use it; Edit. */
export function AddonGroupCard({ group }: { group: EditableAddonGroup }) {
  const id = useId()
  const [isEditing, setIsEditing] = useState(false)
  return (
    <li className={styles.item}>
      <h3 id={`${id}-name`} className={styles.itemName}>
        {group.name}
      </h3>
      <p className={styles.facts}>
        <span className={styles.state}>
          {ruleSummary(group.min, group.max)}
        </span>
        {' · '}
        {usedByText(group.usedBy)}
      </p>
      <p className={styles.facts}>{optionsText(group)}</p>
      <fieldset aria-labelledby={`${id}-name`} className={styles.actions}>
        <button
          type="button"
          className={ui.button}
          onClick={() => setIsEditing(true)}
        >
          Edit
        </button>
      </fieldset>
      {isEditing && (
        <GroupDialog group={group} onClose={() => setIsEditing(false)} />
      )}
    </li>
  )
}
