import { type ReactNode, useRef } from 'react'
import { useFocusFirstField } from '../hooks/use-focus-first-field'
import type { LoginFlow } from '../hooks/use-login-flow'
import { focusField } from '../utils/focus-field'
import type { FormMode } from '../utils/mode-after-send-error'
import styles from './login-flow.module.css'
import { MobileField } from './mobile-field'
import { SubmitButton } from './submit-button'

type SendCodeFormProps = {
  flow: LoginFlow
  mode: FormMode
  /** What comes before the mobile number: a line of help, or the sign-up's fields. */
  children: ReactNode
  /** The line under Send code that switches to the other mode. */
  switchTo: ReactNode
}

/**
 * The log-in's and the sign-up's first step: the fields, the mobile number and Send code.
 * Send code checks the fields and puts the focus in the first one to put right.
 */
export function SendCodeForm({
  flow,
  mode,
  children,
  switchTo,
}: SendCodeFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstField(formRef)
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void flow.sendCode(mode).then((invalid) => {
          if (invalid) focusField(formRef.current, invalid)
        })
      }}
    >
      {children}
      <MobileField
        value={flow.mobile}
        problem={flow.problems.mobile}
        onChange={flow.setMobile}
      />
      <SubmitButton isBusy={flow.isBusy} busyLabel="Sending code…">
        Send code
      </SubmitButton>
      <p className={styles.switch}>{switchTo}</p>
    </form>
  )
}
