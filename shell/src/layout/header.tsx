import { useBlogList } from '@food/shared/query'
import { Link, NavLink } from 'react-router-dom'
import { AccountControl } from '../remotes/mf-account'
import { CartLink } from './cart-link'
import styles from './header.module.css'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'

export function Header() {
  const hasBlogs = useBlogList().items.length > 0
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
          <div className={styles.account}>
            <AccountControl />
          </div>
          <MobileMenu hasBlogs={hasBlogs} />
        </div>
      </div>
    </header>
  )
}
