import { SITE_LIMITS, type SiteTexts } from '@food/shared/types'
import { siteTextsSchema, VALIDATION_MESSAGES } from '@food/shared/validation'
import { type FormEvent, useState } from 'react'
import { TextField } from '../../../lib/form-field'
import ui from '../../../lib/ui.module.css'
import { useSiteSection } from '../hooks/use-site-section'
import { checkForm, type FieldErrors } from '../utils/form-check'
import { MarkdownField } from './markdown-field'
import { SaveBar } from './save-bar'
import { SectionFrame } from './section-frame'

type Props = {
  initial: SiteTexts & { version: number }
  state: ReturnType<typeof useSiteSection<'texts'>>
}

/** The About page's lead and story and the Info page's own text. */
function TextsForm({ initial, state }: Props) {
  const [texts, setTexts] = useState<SiteTexts>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const change = (field: keyof SiteTexts) => (value: string) =>
    setTexts((current) => ({ ...current, [field]: value }))

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = checkForm(siteTextsSchema, texts, event.currentTarget)
    setErrors(checked.errors ?? {})
    if (checked.data) state.save({ ...checked.data, version: initial.version })
  }

  const hasErrors = Object.keys(errors).length > 0
  return (
    <form className={ui.form} onSubmit={handleSubmit} noValidate>
      <TextField
        name="description"
        label="About page lead"
        hint="One line under the heading; search engines show it too."
        maxLength={SITE_LIMITS.descriptionMaxLength}
        value={texts.description}
        error={errors.description}
        onChange={(event) => change('description')(event.target.value)}
      />
      <MarkdownField
        name="about"
        label="About page story"
        maxLength={SITE_LIMITS.aboutMaxLength}
        value={texts.about}
        error={errors.about}
        onChange={change('about')}
      />
      <MarkdownField
        name="info"
        label="Info page text"
        maxLength={SITE_LIMITS.infoMaxLength}
        value={texts.info}
        error={errors.info}
        onChange={change('info')}
      />
      <SaveBar
        label="Save the texts"
        isSaving={state.isSaving}
        problem={hasErrors ? VALIDATION_MESSAGES.addressFormInvalid : null}
        error={state.error}
        onReload={state.reload}
      />
    </form>
  )
}

/** About & Info: the texts the owner writes for those pages. */
export function TextsSection() {
  const state = useSiteSection('texts')
  return (
    <SectionFrame
      title="About & Info texts"
      intro="The Info page shows your text after the opening hours, delivery charges and discount, which come from the other settings."
      query={state.query}
      notice={state.notice}
      noticeRef={state.noticeRef}
    >
      {(data) => <TextsForm key={state.formKey} initial={data} state={state} />}
    </SectionFrame>
  )
}
