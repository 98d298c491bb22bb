import { SEARCH_RESULT_LIMIT } from '@food/shared/wire'
import type { Db } from '../../db/client'
import { createReadCache, type ReadCacheOptions } from '../../db/read-cache'
import { CategoryNotFoundError } from '../../errors'
import type { PhotoService } from '../photo/photo.service'
import type { ShopService } from '../shop/shop.service'
import { menuRepository as repository } from './menu.repository'
import { createMenuSearch } from './menu-search'

export function createMenuService(
  db: Db,
  shop: ShopService,
  photos: Pick<PhotoService, 'withPhotos'>,
  /** How long the search index is kept (CACHE_TTL_MS), as GET /menus is. */
  cache: ReadCacheOptions,
) {
  // Built once per read of the menu, so a search costs no query while the menu is fresh; a
  // change made on any instance is found everywhere within the cache's time, as on /menus.
  const searchIndex = createReadCache(
    async () =>
      createMenuSearch(
        await photos.withPhotos(await repository.listSearchableItems(db)),
      ),
    cache,
  )

  return {
    async listCategories() {
      const [data, holiday] = await Promise.all([
        repository.listCategories(db),
        shop.getHoliday(),
      ])
      return { data, holiday }
    },

    async listItems(categoryId: string, foodType: 'veg' | 'all') {
      if (!(await repository.categoryExists(db, categoryId))) {
        throw new CategoryNotFoundError(categoryId)
      }
      return photos.withPhotos(
        await repository.listItems(db, categoryId, foodType === 'veg'),
      )
    },

    async searchItems(text: string, foodType: 'veg' | 'all') {
      const index = await searchIndex.get()
      return index.search(text, foodType === 'veg', SEARCH_RESULT_LIMIT)
    },
  }
}

export type MenuService = ReturnType<typeof createMenuService>
