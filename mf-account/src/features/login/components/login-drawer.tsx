import { closeLoginDrawer, useLoginDrawerOpen } from '@food/shared/store'
import { useId } from 'react'
import { Drawer } from '../../../lib/drawer'
import { LoginFlow } from './login-flow'

/** The login drawer of the header (SPEC section 2), open while the store says so. */
export function LoginDrawer() {
  const isOpen = useLoginDrawerOpen()
  return isOpen ? <LoginDrawerPanel /> : null
}

function LoginDrawerPanel() {
  const titleId = useId()
  return (
    <Drawer titleId={titleId} onClose={closeLoginDrawer}>
      <LoginFlow titleId={titleId} onDone={closeLoginDrawer} />
    </Drawer>
  )
}
