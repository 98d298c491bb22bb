import {
  closeProfileDrawer,
  logout,
  useProfileDrawerOpen,
  useUser,
} from '@food/shared/store'
import { formatMobileWithPrefix } from '@food/shared/validation'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { Drawer } from '../../../lib/drawer'
import styles from './profile-drawer.module.css'

/** The customer's profile: who they are, their orders, and Sign-out. */
export function ProfileDrawer() {
  const isOpen = useProfileDrawerOpen()
  return isOpen ? <ProfileDrawerPanel /> : null
}

function ProfileDrawerPanel() {
  const titleId = useId()
  const user = useUser()
  return (
    <Drawer titleId={titleId} onClose={closeProfileDrawer}>
      <h2 id={titleId} className={styles.name}>
        {user?.name ?? 'Your account'}
      </h2>
      {user && (
        <dl className={styles.details}>
          <dt>Mobile</dt>
          <dd>{formatMobileWithPrefix(user.mobile)}</dd>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </dl>
      )}
      <Link to="/orders" className={styles.link} onClick={closeProfileDrawer}>
        Your orders
      </Link>
      <button type="button" className={styles.signOut} onClick={logout}>
        Sign-out
      </button>
    </Drawer>
  )
}
