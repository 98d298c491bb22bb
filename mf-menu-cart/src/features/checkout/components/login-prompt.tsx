import { openLoginDrawer } from '@food/shared/store'
import type { ReactNode } from 'react'
import pageStyles from './checkout-page.module.css'

type LoginPromptProps = {
  headingId: string
  heading: string
  /** Why this step needs a login. */
  children: ReactNode
}

/** What needs a login and the Login button that opens the site's login drawer. */
export function LoginPrompt({
  headingId,
  heading,
  children,
}: LoginPromptProps) {
  return (
    <section className={pageStyles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={pageStyles.heading}>
        {heading}
      </h2>
      <p className={pageStyles.hint}>{children}</p>
      <button
        type="button"
        className={pageStyles.secondaryButton}
        onClick={openLoginDrawer}
      >
        Login
      </button>
    </section>
  )
}
