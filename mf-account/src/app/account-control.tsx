import { useProfile } from '@food/shared/query'
import {
  openLoginDrawer,
  openProfileDrawer,
  useIsLoggedIn,
  useLoginDrawerOpen,
  useProfileDrawerOpen,
} from '@food/shared/store'
import { lazy, Suspense } from 'react'
import { createPortal } from 'react-dom'
import styles from './account-control.module.css'

// The drawers (forms, validation, orders, addresses) load when one first
// opens, or when the pointer or focus reaches the button that opens it: the
// header of every page needs only the button.
const loadLoginDrawer = () =>
  import('../features/login/components/login-drawer')
const loadProfileDrawer = () =>
  import('../features/profile/components/profile-drawer')
const LoginDrawer = lazy(() =>
  loadLoginDrawer().then((module) => ({ default: module.LoginDrawer })),
)
const ProfileDrawer = lazy(() =>
  loadProfileDrawer().then((module) => ({ default: module.ProfileDrawer })),
)

function warmUp(load: () => Promise<unknown>) {
  return () => {
    load().catch(() => {}) // the drawer's own load reports a failure
  }
}

/** The header's account slot: Login for guests, the customer's name otherwise. */
export function AccountControl() {
  const isLoggedIn = useIsLoggedIn()
  const user = useProfile()
  const isLoginOpen = useLoginDrawerOpen()
  const isProfileOpen = useProfileDrawerOpen()
  const warmProfile = warmUp(loadProfileDrawer)
  const warmLogin = warmUp(loadLoginDrawer)
  return (
    <>
      {isLoggedIn ? (
        <button
          type="button"
          className={styles.name}
          onClick={() => openProfileDrawer()}
          onPointerEnter={warmProfile}
          onFocus={warmProfile}
        >
          {user?.name ?? 'Your account'}
        </button>
      ) : (
        <button
          type="button"
          className={styles.login}
          onClick={openLoginDrawer}
          onPointerEnter={warmLogin}
          onFocus={warmLogin}
        >
          Login
        </button>
      )}
      {/* The header may hide this slot on phones; the drawer must still open. */}
      {createPortal(
        <Suspense fallback={null}>
          {isLoginOpen && <LoginDrawer />}
          {isProfileOpen && <ProfileDrawer />}
        </Suspense>,
        document.body,
      )}
    </>
  )
}
