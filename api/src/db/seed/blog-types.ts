export type SeedPost = {
  id: string
  slug: string
  title: string
  excerpt: string
  content: string
  coverImage: string
  tags: string[]
  author: string
  createdAt: string
  updatedAt: string
}
