import { describe, expect, it } from 'vitest'
import {
  isKitchenPath,
  manifestsForPath,
  remoteModulesForPath,
  SERVER_RENDERED_MODULES,
  serverRenderedModulesForPath,
} from './route-modules'

describe('remoteModulesForPath', () => {
  it.each([
    ['/', ['mf_menu_cart/MenuPage', 'mf_menu_cart/CartBar']],
    ['/checkout', ['mf_menu_cart/CheckoutPage']],
    ['/orders', ['mf_account/OrdersPage']],
    ['/orders/1049', ['mf_account/OrdersPage']],
    ['/orders/1049/extra', []],
    ['/news-and-insights', ['mf_blog/BlogListPage']],
    ['/news-and-insights/late-night', ['mf_blog/BlogDetailPage']],
    ['/about', []],
    ['/kitchen', ['mf_kitchen/KitchenApp']],
    ['/kitchen/staff', ['mf_kitchen/KitchenApp']],
    ['/kitchenware', []],
  ])('%s starts loading %j', (path, modules) => {
    expect(remoteModulesForPath(path)).toEqual(modules)
  })
})

describe('the kitchen', () => {
  it('is never rendered on the server', () => {
    expect(SERVER_RENDERED_MODULES).not.toContain('mf_kitchen/KitchenApp')
    expect(serverRenderedModulesForPath('/kitchen')).toEqual([])
  })

  it.each([
    ['/kitchen', true],
    ['/kitchen/', true],
    ['/kitchen/activity', true],
    ['/kitchens', false],
    ['/', false],
  ])('%s is the kitchen area: %s', (path, expected) => {
    expect(isKitchenPath(path)).toBe(expected)
  })

  it("embeds the kitchen's manifest in the kitchen's pages only", () => {
    const manifests = { mf_blog: 'blog', mf_kitchen: 'kitchen' }
    expect(manifestsForPath('/', manifests)).toEqual({ mf_blog: 'blog' })
    expect(manifestsForPath('/news-and-insights', manifests)).toEqual({
      mf_blog: 'blog',
    })
    expect(manifestsForPath('/kitchen/staff', manifests)).toEqual(manifests)
  })
})
