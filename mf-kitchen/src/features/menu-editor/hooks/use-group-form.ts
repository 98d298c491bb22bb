import { addAddonGroup, saveAddonGroup } from '@food/shared/api'
import type { AddonGroupPayload, EditableAddonGroup } from '@food/shared/types'
import { useState } from 'react'
import {
  checkGroup,
  type GroupDraft,
  groupDraftOf,
  groupFieldOf,
} from '../utils/group-draft'
import { useSaveForm } from './use-save-form'

const RELOADED =
  'Reloaded. Your changes are kept: Save puts them over the saved group, Back keeps theirs.'

/** The add-on group form: what is typed, its checks, and its save. */
export function useGroupForm(
  group: EditableAddonGroup | null,
  onSaved: () => void,
) {
  const [draft, setDraft] = useState(() => groupDraftOf(group))
  const form = useSaveForm<AddonGroupPayload>({
    version: group?.version ?? 0,
    send: (payload, version) =>
      group
        ? saveAddonGroup(group.id, { ...payload, version })
        : addAddonGroup(payload),
    // Read when the refusal comes, from the render that sent: the rows as they were sent.
    fieldOf: groupFieldOf(draft.options),
    onReloaded: (menu) => {
      const stored = group && menu.addonGroups.find((g) => g.id === group.id)
      return stored ? { version: stored.version, note: RELOADED } : null
    },
    onSaved,
  })
  return {
    draft,
    form,
    change: (next: Partial<GroupDraft>) =>
      setDraft((typed) => ({ ...typed, ...next })),
    save: () => {
      const result = checkGroup(draft)
      if ('fields' in result) form.refuse(result.fields)
      else form.submit(result.payload)
    },
  }
}
