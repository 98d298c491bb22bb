import { testPhoto } from '@food/shared/testing'
import { deferred, expectConsole } from '@food/shared/testing/server'
import type { StaffPost } from '@food/shared/types'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  renderKitchen,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'
import { DRAFT, reply } from '../testing/post-fixtures'

const api = useKitchenApi()

const UPLOAD = 'POST /staff/photos'
const BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const png = (bytes: BlobPart = BYTES) =>
  new File([bytes], 'grill.png', { type: 'image/png' })

const coverInput = () =>
  screen.getByLabelText('Cover photo') as HTMLInputElement

/** The editor of DRAFT (or `post`), signed in as the owner; saves answer with what was sent. */
async function openEditor(post: StaffPost = DRAFT) {
  signedInWith(api(), [])
  api().on(`GET /staff/posts/${post.id}`, reply(post))
  api().on('PUT /staff/posts/p1', (body) =>
    reply({ ...post, version: post.version + 1, ...(body as object) }),
  )
  const user = renderKitchen(`/kitchen/posts/${post.id}`)
  await screen.findByLabelText('Title')
  return user
}

describe('the post’s cover photo', () => {
  it('uploads the chosen file, shows it, and Save sends its id; Save waits for the upload', async () => {
    const user = await openEditor()
    const upload = deferred()
    api().on(UPLOAD, async () => {
      await upload.promise
      return {
        status: 201,
        body: {
          status: true,
          message: 'Photo uploaded.',
          data: testPhoto({ id: 'grill' }),
        },
      }
    })
    await user.upload(coverInput(), png())
    expect(await screen.findByText('Uploading…')).toBeTruthy()
    const save = screen.getByRole('button', { name: 'Save draft' })
    expect(save.getAttribute('aria-disabled')).toBe('true')
    upload.resolve()

    const preview = await screen.findByRole('img', {
      name: 'Chosen cover photo',
    })
    expect(preview.getAttribute('src')).toBe(
      `${api().baseURL}/media/grill/800.webp`,
    )
    const [sent] = api().requests.filter((r) => r.route === UPLOAD)
    expect([...(sent?.bytes ?? [])]).toEqual([...BYTES])
    expect(screen.getByText(/unsaved changes/)).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('“Grill night” is saved.')).toBeTruthy()
    expect(api().bodiesOf('PUT /staff/posts/p1')).toMatchObject([
      { version: 1, coverPhotoId: 'grill' },
    ])
  })

  it('removes the cover: Save sends null', async () => {
    const user = await openEditor({
      ...DRAFT,
      coverPhoto: testPhoto({ id: 'old' }),
    })
    expect(screen.getByRole('img', { name: 'Chosen cover photo' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Remove photo' }))
    expect(screen.queryByRole('img', { name: 'Chosen cover photo' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    await waitFor(() =>
      expect(api().bodiesOf('PUT /staff/posts/p1')).toMatchObject([
        { coverPhotoId: null },
      ]),
    )
  })

  it('says a photo over 15 MB is too large without sending it, and a 429 in the server’s words', async () => {
    expectConsole('error', /photos 429/)
    const user = await openEditor()
    await user.upload(coverInput(), png(new Uint8Array(15 * 1024 * 1024 + 1)))
    expect(screen.getByRole('alert').textContent).toBe(
      'This photo is too large (max 15 MB)',
    )
    expect(api().requests.some((r) => r.route === UPLOAD)).toBe(false)

    api().on(UPLOAD, {
      status: 429,
      body: {
        status: false,
        code: 'PHOTO_RATE_LIMITED',
        message: 'Too many photos at once: try again in 4 minutes.',
        retryAfterSeconds: 240,
      },
    })
    await user.upload(coverInput(), png())
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many photos at once: try again in 4 minutes.',
      ),
    )
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(
      'Grill night',
    )
  })
})
