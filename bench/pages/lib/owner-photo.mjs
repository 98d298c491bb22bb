import { signInOwner } from '../../api/lib/verify-orders.mjs'
import { cameraJpeg } from '../../photos/lib/camera-jpeg.mjs'

/** The owner the bench's API starts with (OWNER_MOBILE). */
export const OWNER_MOBILE = '7700901000'

const FIRST_DISH = 'item-adana-kebab'

/**
 * The owner photographs the first dish on the home page with a phone (a 12-megapixel camera
 * JPEG) and uploads it through the back office's endpoints: that photo is then the home page's
 * largest paint, so the bench measures the variant the page picks, not a seed illustration.
 */
export async function photographFirstDish(apiOrigin) {
  const token = await signInOwner(apiOrigin, OWNER_MOBILE)
  const auth = { authorization: `Bearer ${token}` }
  const original = await cameraJpeg({ seed: 1 })
  const uploaded = await fetch(`${apiOrigin}/api/staff/photos`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'image/jpeg' },
    body: original,
  })
  if (uploaded.status !== 201) {
    throw new Error(`photo upload: ${uploaded.status} ${await uploaded.text()}`)
  }
  const photo = (await uploaded.json()).data
  const menu = await fetch(`${apiOrigin}/api/staff/catalogue`, {
    headers: auth,
  }).then((res) => res.json())
  const dish = menu.data.categories
    .flatMap((category) => category.dishes)
    .find((candidate) => candidate.id === FIRST_DISH)
  const { id, photo: _photo, soldOut, retired, version, ...fields } = dish
  const saved = await fetch(`${apiOrigin}/api/staff/catalogue/dishes/${id}`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ ...fields, photoId: photo.id, version }),
  })
  if (saved.status !== 200) {
    throw new Error(`dish save: ${saved.status} ${await saved.text()}`)
  }
  return { originalBytes: original.length, photo }
}
