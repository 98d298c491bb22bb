import { remoteComponent } from './remote-component'

/** The kitchen's area (/kitchen and below): loaded on its own routes only. */
export const KitchenApp = remoteComponent('mf_kitchen/KitchenApp', {
  minHeight: 'page',
})
