import { remoteComponent } from './remote-component'

export const AccountControl = remoteComponent('mf_account/AccountControl', {
  compact: true,
  afterMainContent: true,
})
export const OrdersPage = remoteComponent('mf_account/OrdersPage', {
  minHeight: 'page',
})
export const LoginPage = remoteComponent('mf_account/LoginPage', {
  minHeight: 'page',
})
export const OrderTrackingBar = remoteComponent('mf_account/OrderTrackingBar', {
  compact: true,
  quiet: true,
})
