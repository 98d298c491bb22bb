import type { AccountControlProps } from '@food/shared/contracts'
import { AccountControl } from '../app/account-control'

export default function AccountControlExpose(_props: AccountControlProps) {
  return <AccountControl />
}
