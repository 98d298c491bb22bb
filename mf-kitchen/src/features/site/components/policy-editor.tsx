import { ownerPolicyQuery } from '@food/shared/api'
import {
  type OwnerPolicy,
  type PolicyName,
  SITE_LIMITS,
} from '@food/shared/types'
import { policyTextSchema } from '@food/shared/validation'
import { type FormEvent, useState } from 'react'
import ui from '../../../lib/ui.module.css'
import {
  useVersionedEdit,
  type VersionedEdit,
} from '../hooks/use-versioned-edit'
import { checkForm } from '../utils/form-check'
import {
  type PolicyEdit,
  policyTitle,
  sendPolicyEdit,
} from '../utils/policy-edit'
import { MarkdownField } from './markdown-field'
import { PolicyHistory } from './policy-history'
import { SaveBar } from './save-bar'
import { SavedBy } from './saved-by'
import { SectionFrame } from './section-frame'

type Props = {
  current: OwnerPolicy
  edit: VersionedEdit<OwnerPolicy, PolicyEdit>
}

/** The newest text in an editor with its preview, saved as a new version; then the history. */
function PolicyForm({ current, edit }: Props) {
  const [content, setContent] = useState(current.content)
  const [error, setError] = useState<string | undefined>()
  const [opened, setOpened] = useState<number | null>(null)
  const title = policyTitle(current.policy)
  const sent = edit.lastSent?.kind

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = checkForm(
      policyTextSchema,
      { content },
      event.currentTarget,
    )
    setError(checked.errors?.content)
    if (checked.data) {
      edit.save({
        kind: 'save',
        content: checked.data.content,
        version: current.version,
      })
    }
  }

  return (
    <>
      <p>
        On the site: version {current.version}, saved{' '}
        <SavedBy version={current} />.
      </p>
      <form className={ui.form} onSubmit={handleSubmit} noValidate>
        <MarkdownField
          name="content"
          label={`${title} text`}
          maxLength={SITE_LIMITS.policyMaxLength}
          value={content}
          error={error}
          onChange={setContent}
        />
        <SaveBar
          label="Save as a new version"
          isSaving={edit.isSaving}
          problem={null}
          error={sent === 'restore' ? null : edit.error}
          onReload={edit.reload}
        />
      </form>
      <PolicyHistory
        current={current}
        opened={opened}
        isBusy={edit.isSaving}
        restoreError={sent === 'restore' ? (edit.error?.message ?? null) : null}
        onOpen={setOpened}
        onRestore={(number) =>
          edit.save({ kind: 'restore', number, version: current.version })
        }
      />
    </>
  )
}

/** One policy: its editor and history; a save or a restore adds a version. */
export function PolicyEditor({ policy }: { policy: PolicyName }) {
  const edit = useVersionedEdit(
    ownerPolicyQuery(policy),
    sendPolicyEdit(policy),
  )
  return (
    <SectionFrame
      title={policyTitle(policy)}
      intro="Each save keeps a new version; the site shows the newest. Open an old version to read it or put it back."
      query={edit.query}
      notice={edit.notice}
      noticeRef={edit.noticeRef}
    >
      {(current) => (
        <PolicyForm key={edit.formKey} current={current} edit={edit} />
      )}
    </SectionFrame>
  )
}
