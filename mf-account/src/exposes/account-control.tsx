import type { AccountControlProps } from '@food/shared/contracts'
import { AccountControl } from '../features/account-control/components/account-control'

export default function AccountControlExpose(_props: AccountControlProps) {
  return <AccountControl />
}
