import type { AccountDrawersProps } from '@food/shared/contracts'
import { AccountDrawers } from '../app/account-drawers'

export default function AccountDrawersExpose(_props: AccountDrawersProps) {
  return <AccountDrawers />
}
