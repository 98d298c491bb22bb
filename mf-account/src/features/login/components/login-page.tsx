import { useIsLoggedIn } from '@food/shared/store'
import { useId, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { LoginFlow } from './login-flow'
import styles from './login-page.module.css'

/** /login: the same flow as the drawer on a page of its own; home once done. */
export function LoginPage() {
  const navigate = useNavigate()
  const titleId = useId()
  const isLoggedIn = useIsLoggedIn()
  // Decided once: logging in here must not swap the flow out mid-merge.
  const [wasLoggedIn] = useState(isLoggedIn)
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      {wasLoggedIn ? (
        <>
          <h1 id={titleId}>You are logged in</h1>
          <p>
            <Link to="/">Back to the menu</Link>
          </p>
        </>
      ) : (
        <LoginFlow
          titleId={titleId}
          titleAs="h1"
          onDone={() => navigate('/')}
        />
      )}
    </section>
  )
}
