import {
  openLoginDrawer,
  openProfileDrawer,
  useIsLoggedIn,
  useUser,
} from '@food/shared/store'
import { createPortal } from 'react-dom'
import { LoginDrawer } from '../../login/components/login-drawer'
import { ProfileDrawer } from '../../profile/components/profile-drawer'
import styles from './account-control.module.css'

/** The header's account slot: Login for guests, the customer's name otherwise. */
export function AccountControl() {
  const isLoggedIn = useIsLoggedIn()
  const user = useUser()
  return (
    <>
      {isLoggedIn ? (
        <button
          type="button"
          className={styles.name}
          onClick={() => openProfileDrawer()}
        >
          {user?.name ?? 'Your account'}
        </button>
      ) : (
        <button
          type="button"
          className={styles.login}
          onClick={openLoginDrawer}
        >
          Login
        </button>
      )}
      {/* The header may hide this slot on phones; the drawer must still open. */}
      {createPortal(
        <>
          <LoginDrawer />
          <ProfileDrawer />
        </>,
        document.body,
      )}
    </>
  )
}
