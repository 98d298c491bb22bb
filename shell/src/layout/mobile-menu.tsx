import {
  openLoginDrawer,
  openProfileDrawer,
  signOut,
  useIsLoggedIn,
} from '@food/shared/store'
import { useRef } from 'react'
import { NavLink } from 'react-router-dom'
import styles from './mobile-menu.module.css'

type Props = {
  hasBlogs: boolean
  /** The menu opened: its Login or View Profile may be tapped next. */
  onOpen: () => void
}

/** The full-screen menu on phones: navigation, and Login or View Profile with Sign out. */
export function MobileMenu({ hasBlogs, onOpen }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const isLoggedIn = useIsLoggedIn()
  const close = () => dialog.current?.close()
  const closeThen = (action: () => void) => () => {
    close()
    action()
  }

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={() => {
          dialog.current?.showModal()
          onOpen()
        }}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <dialog ref={dialog} className={styles.menu} aria-label="Menu">
        <button
          type="button"
          className={styles.close}
          aria-label="Close menu"
          onClick={close}
        >
          ×
        </button>
        <nav className={styles.links} aria-label="Mobile">
          <NavLink to="/" onClick={close} end>
            Menu
          </NavLink>
          <NavLink to="/about" onClick={close}>
            About Us
          </NavLink>
          {hasBlogs && (
            <NavLink to="/news-and-insights" onClick={close}>
              News & Insights
            </NavLink>
          )}
          <NavLink to="/info" onClick={close}>
            Info
          </NavLink>
          {isLoggedIn ? (
            <>
              <button type="button" onClick={closeThen(openProfileDrawer)}>
                View Profile
              </button>
              <button type="button" onClick={closeThen(signOut)}>
                Sign out
              </button>
            </>
          ) : (
            <button type="button" onClick={closeThen(openLoginDrawer)}>
              Login
            </button>
          )}
        </nav>
      </dialog>
    </>
  )
}
