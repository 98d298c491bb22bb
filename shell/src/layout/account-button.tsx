import { useProfile } from '@food/shared/query'
import {
  openLoginDrawer,
  openProfileDrawer,
  useIsLoggedIn,
} from '@food/shared/store'
import styles from './account-button.module.css'

type Props = {
  /** The pointer or focus reached the button: the drawers' code may start loading. */
  onReach: () => void
}

/**
 * The header's account button: Login for guests, the customer's name otherwise. It is the
 * page frame's, so a guest's page loads no account code until it is wanted (ADR 047); the
 * drawers it opens are mf-account's.
 */
export function AccountButton({ onReach }: Props) {
  const isLoggedIn = useIsLoggedIn()
  const user = useProfile()
  return (
    <button
      type="button"
      className={isLoggedIn ? styles.name : styles.login}
      onClick={() => (isLoggedIn ? openProfileDrawer() : openLoginDrawer())}
      onPointerEnter={onReach}
      onFocus={onReach}
    >
      {isLoggedIn ? (user?.name ?? 'Your account') : 'Login'}
    </button>
  )
}
