import { CategoryNotFoundError } from '../../errors'
import type { PhotoService } from '../photo/photo.service'
import type { ShopService } from '../shop/shop.service'
import type { MenuRepository } from './menu.repository'
import { SEARCH_RESULT_LIMIT } from './menu.schema'

export function createMenuService(
  repository: MenuRepository,
  shop: ShopService,
  photos: Pick<PhotoService, 'withPhotos'>,
) {
  return {
    async listCategories() {
      const [data, holiday] = await Promise.all([
        repository.listCategories(),
        shop.getHoliday(),
      ])
      return { data, holiday }
    },

    async listItems(categoryId: string, foodType: 'veg' | 'all') {
      if (!(await repository.categoryExists(categoryId))) {
        throw new CategoryNotFoundError(categoryId)
      }
      return photos.withPhotos(
        await repository.listItems(categoryId, foodType === 'veg'),
      )
    },

    async searchItems(text: string, foodType: 'veg' | 'all') {
      return photos.withPhotos(
        await repository.searchItems(
          text,
          foodType === 'veg',
          SEARCH_RESULT_LIMIT,
        ),
      )
    },
  }
}

export type MenuService = ReturnType<typeof createMenuService>
