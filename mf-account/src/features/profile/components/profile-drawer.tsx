import { useProfile } from '@food/shared/query'
import { closeProfileDrawer, useProfileDrawerOpen } from '@food/shared/store'
import { EmailAddress } from '@food/shared/ui'
import { formatMobileWithPrefix } from '@food/shared/validation'
import { useId } from 'react'
import { Drawer } from '../../../lib/drawer'
import { useAccountData } from '../hooks/use-account-data'
import { OrderTextsSwitch } from './order-texts-switch'
import styles from './profile-drawer.module.css'
import { ProfileTabs } from './profile-tabs'
import { SignOutButtons } from './sign-out-buttons'

/** The customer's profile: who they are, their orders and addresses, and the sign-outs. */
export function ProfileDrawer() {
  const isOpen = useProfileDrawerOpen()
  return isOpen ? <ProfileDrawerPanel /> : null
}

function ProfileDrawerPanel() {
  const titleId = useId()
  const user = useProfile()
  useAccountData()
  return (
    <Drawer titleId={titleId} onClose={closeProfileDrawer}>
      <div className={styles.who}>
        <h2 id={titleId} className={styles.name}>
          {user?.name ?? 'Your account'}
        </h2>
        {user && (
          <dl className={styles.details}>
            <dt>Mobile</dt>
            <dd>{formatMobileWithPrefix(user.mobile)}</dd>
            <dt>Email</dt>
            <dd>
              <EmailAddress email={user.email} />
            </dd>
          </dl>
        )}
        <OrderTextsSwitch />
        <SignOutButtons />
      </div>
      <ProfileTabs />
    </Drawer>
  )
}
