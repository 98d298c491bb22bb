import type { EditableAddonGroup } from '@food/shared/types'
import { useId, useState } from 'react'
import ui from '../../../lib/ui.module.css'
import { AddonGroupCard } from './addon-group-card'
import { GroupDialog } from './group-dialog'
import styles from './menu-editor.module.css'

/** The add-on groups dishes share, and Add a group. */
export function AddonGroupList({ groups }: { groups: EditableAddonGroup[] }) {
  const id = useId()
  const [isAdding, setIsAdding] = useState(false)
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.subtitle}>
        Add-on groups
      </h2>
      <p>
        A group is shared: every dish that uses it offers the same options, so a
        change to a group changes all of those dishes. Tick a group in a dish’s
        form to offer it there.
      </p>
      {groups.length === 0 ? (
        <p>No add-on groups yet.</p>
      ) : (
        <ul
          aria-labelledby={`${id}-title`}
          className={`${ui.cardList} ${styles.list}`}
        >
          {groups.map((group) => (
            <AddonGroupCard key={group.id} group={group} />
          ))}
        </ul>
      )}
      <button
        type="button"
        className={`${ui.button} ${ui.primary}`}
        onClick={() => setIsAdding(true)}
      >
        Add a group
      </button>
      {isAdding && (
        <GroupDialog group={null} onClose={() => setIsAdding(false)} />
      )}
    </section>
  )
}
