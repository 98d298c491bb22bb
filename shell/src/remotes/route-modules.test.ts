import { describe, expect, it } from 'vitest'
import { remoteModulesForPath } from './route-modules'

describe('remoteModulesForPath', () => {
  it.each([
    ['/', ['mf_menu_cart/MenuPage', 'mf_menu_cart/CartBar']],
    ['/checkout', ['mf_menu_cart/CheckoutPage']],
    ['/news-and-insights', ['mf_blog/BlogListPage']],
    ['/news-and-insights/late-night', ['mf_blog/BlogDetailPage']],
    ['/about', []],
  ])('%s starts loading %j', (path, modules) => {
    expect(remoteModulesForPath(path)).toEqual(modules)
  })
})
