import type { Allergen } from '@food/shared/types'

export type SeedItem = {
  id: string
  name: string
  description: string
  price: number
  isVeg: boolean
  allergens: Allergen[]
  addonGroups?: string[]
  available?: boolean
}

export type SeedCategory = {
  id: string
  name: string
  slug: string
  status: 'active' | 'inactive'
  image: string
  items: SeedItem[]
}
