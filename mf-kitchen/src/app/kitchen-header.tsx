import type { StaffMember } from '@food/shared/types'
import { useState } from 'react'
import { NavLink } from 'react-router-dom'
import {
  ACTIVITY_PATH,
  HOURS_PATH,
  KITCHEN_PATH,
  MENU_EDITOR_PATH,
  MENU_PATH,
  POSTS_PATH,
  SITE_PATH,
  STAFF_PATH,
  TAKINGS_PATH,
} from '../lib/routes'
import { signOutStaff } from '../lib/staff-session'
import styles from './kitchen-header.module.css'

/** The owner's pages, in the order the bar lists them. */
const OWNER_PAGES = [
  [MENU_EDITOR_PATH, 'Menu editor'],
  [TAKINGS_PATH, 'Takings'],
  [HOURS_PATH, 'Hours'],
  [SITE_PATH, 'Site'],
  [STAFF_PATH, 'Staff'],
  [POSTS_PATH, 'Posts'],
  [ACTIVITY_PATH, 'Activity'],
] as const

/** The kitchen's pages (the owner's too, for the owner), who is signed in, Sign out: one slim line. */
export function KitchenHeader({ member }: { member: StaffMember }) {
  const [isSigningOut, setIsSigningOut] = useState(false)
  const isOwner = member.role === 'owner'
  const handleSignOut = () => {
    if (isSigningOut) return
    setIsSigningOut(true)
    // The session ends here whatever the server says.
    signOutStaff().catch(() => {})
  }
  return (
    <div className={styles.bar}>
      <nav aria-label="Kitchen" className={styles.nav}>
        <NavLink to={KITCHEN_PATH} end className={styles.link}>
          Board
        </NavLink>
        <NavLink to={MENU_PATH} className={styles.link}>
          Menu
        </NavLink>
        {isOwner &&
          OWNER_PAGES.map(([path, label]) => (
            <NavLink key={path} to={path} className={styles.link}>
              {label}
            </NavLink>
          ))}
      </nav>
      <p className={styles.member}>
        {member.name} · {isOwner ? 'Owner' : 'Staff'}
      </p>
      <button
        type="button"
        className={styles.signOut}
        aria-disabled={isSigningOut}
        onClick={handleSignOut}
      >
        Sign out
      </button>
    </div>
  )
}
