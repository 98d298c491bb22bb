import { z } from 'zod'

// Menu ids are short slugs ("item-baklava"); anything else (a NUL, a path) is refused here.
export const menuId = (name: string) =>
  z
    .string({ error: `${name} must be a menu id like item-baklava` })
    .regex(
      /^[A-Za-z0-9_-]{1,100}$/,
      `${name} must be a menu id like item-baklava`,
    )
