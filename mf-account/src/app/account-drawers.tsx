import {
  useIsLoggedIn,
  useLoginDrawerOpen,
  useProfileDrawerOpen,
} from '@food/shared/store'
import { lazy, Suspense, useEffect } from 'react'
import { createPortal } from 'react-dom'

// The drawers' code (forms, validation, orders, addresses) is a chunk of its own: the shell
// mounts this module when the customer reaches for the header's account button (ADR 047), and
// the drawer that button opens starts loading at once, before the tap lands.
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

/** The login and profile drawers, opened by the shared store's openLoginDrawer/openProfileDrawer. */
export function AccountDrawers() {
  const isLoggedIn = useIsLoggedIn()
  const isLoginOpen = useLoginDrawerOpen()
  const isProfileOpen = useProfileDrawerOpen()

  useEffect(() => {
    const load = isLoggedIn ? loadProfileDrawer : loadLoginDrawer
    load().catch(() => {}) // the drawer's own load reports a failure
  }, [isLoggedIn])

  // The drawers cover the page whatever the header shows on a phone.
  return createPortal(
    <Suspense fallback={null}>
      {isLoginOpen && <LoginDrawer />}
      {isProfileOpen && <ProfileDrawer />}
    </Suspense>,
    document.body,
  )
}
