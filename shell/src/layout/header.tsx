import { useBlogList } from '@food/shared/query'
import { useReducer } from 'react'
import { Link, NavLink } from 'react-router-dom'
import { AccountButton } from './account-button'
import { AccountDrawersSlot } from './account-drawers-slot'
import { CartLink } from './cart-link'
import styles from './header.module.css'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'

export function Header() {
  const hasBlogs = useBlogList().items.length > 0
  const [isAccountReached, reachAccount] = useReducer(() => true, false)
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label="Home">
          <Logo />
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <NavLink to="/about">About Us</NavLink>
          {hasBlogs && (
            <NavLink to="/news-and-insights">News & Insights</NavLink>
          )}
        </nav>
        <div className={styles.actions}>
          <CartLink />
          {/* Phones reach the account through the menu. */}
          <div className={styles.account}>
            <AccountButton onReach={reachAccount} />
          </div>
          <MobileMenu hasBlogs={hasBlogs} onOpen={reachAccount} />
          {/* Outside .account so that its Retry shows on phones too. */}
          <AccountDrawersSlot isReached={isAccountReached} />
        </div>
      </div>
    </header>
  )
}
