import { testPhoto } from '@food/shared/testing'
import { deferred, expectConsole } from '@food/shared/testing/server'
import type { EditableMenu } from '@food/shared/types'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  catalogueReply,
  editableDish,
  editableMenu,
  refusal,
  savedReply,
} from '../../../test/editable-menu'
import {
  renderKitchen,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

const ADANA_PUT = 'PUT /staff/catalogue/dishes/item-adana-kebab'
const UPLOAD = 'POST /staff/photos'
// A JPEG's first bytes, then bytes that no text encoding would keep as they are.
const BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x80, 0xfe])
const jpeg = (bytes: BlobPart = BYTES) =>
  new File([bytes], 'adana.jpg', { type: 'image/jpeg' })

/** Opens Edit on Adana Kebab (with `photo`, if given). */
async function openAdana(photo = editableDish().photo) {
  const menu = editableMenu()
  const [kebabs, ...rest] = menu.categories
  if (!kebabs) throw new Error('no Kebabs')
  const withPhoto: EditableMenu = {
    ...menu,
    categories: [
      {
        ...kebabs,
        dishes: kebabs.dishes.map((d) =>
          d.id === 'item-adana-kebab' ? { ...d, photo } : d,
        ),
      },
      ...rest,
    ],
  }
  signedInWith(api(), [])
  api().on('GET /staff/catalogue', catalogueReply(withPhoto))
  const user = renderKitchen('/kitchen/menu-editor')
  await screen.findByRole('heading', { name: 'Categories' })
  await user.click(
    within(screen.getByRole('group', { name: 'Kebabs' })).getByRole('button', {
      name: 'Show dishes',
    }),
  )
  const dishes = screen.getByRole('region', { name: 'Dishes in Kebabs' })
  await user.click(
    within(
      within(dishes).getByRole('group', { name: 'Adana Kebab' }),
    ).getByRole('button', { name: 'Edit' }),
  )
  const dialog = screen.getByRole('dialog', { name: 'Edit Adana Kebab' })
  const fileInput = () =>
    within(dialog).getByLabelText('Photo', {
      selector: 'input',
    }) as HTMLInputElement
  return { user, dialog, fileInput }
}

describe('the dish’s photo', () => {
  it('uploads the chosen file’s own bytes, shows the photo, and the save sends its id', async () => {
    const { user, dialog, fileInput } = await openAdana()
    expect(fileInput().getAttribute('accept')).toBe(
      'image/jpeg,image/png,image/webp,image/heic,image/heif',
    )
    const reply = deferred()
    api().on(UPLOAD, async () => {
      await reply.promise
      return savedReply('Photo uploaded.', testPhoto({ id: 'adana' }), 201)
    })
    await user.upload(fileInput(), jpeg())

    // While it goes up, the dialog says so and the save waits for it.
    expect(await within(dialog).findByText('Uploading…')).toBeTruthy()
    const save = within(dialog).getByRole('button', { name: 'Save dish' })
    expect(save.getAttribute('aria-disabled')).toBe('true')
    await user.click(save)
    expect(api().bodiesOf(ADANA_PUT)).toEqual([])
    reply.resolve()

    const preview = await within(dialog).findByRole('img', {
      name: 'Chosen photo',
    })
    expect(preview.getAttribute('src')).toBe(
      `${api().baseURL}/media/adana/800.webp`,
    )
    const [upload] = api().requests.filter((r) => r.route === UPLOAD)
    expect([...(upload?.bytes ?? [])]).toEqual([...BYTES])
    expect(upload?.authorization).toBe('Bearer staff-token')
    expect(upload?.headers['content-type']).toBe('image/jpeg')
    expect(within(dialog).queryByText('Uploading…')).toBeNull()
    expect(
      within(dialog).getByRole('button', { name: 'Change photo' }),
    ).toBeTruthy()

    api().on(ADANA_PUT, savedReply('Adana Kebab saved.', editableDish()))
    await user.click(within(dialog).getByRole('button', { name: 'Save dish' }))
    expect(await screen.findByText('Adana Kebab saved.')).toBeTruthy()
    expect(api().bodiesOf(ADANA_PUT)).toMatchObject([
      { photoId: 'adana', version: 3 },
    ])
  })

  it('refuses a photo over 15 MB at once, without sending it', async () => {
    const { user, dialog, fileInput } = await openAdana()
    await user.upload(fileInput(), jpeg(new Uint8Array(16 * 1024 * 1024)))
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'This photo is too large (max 15 MB)',
    )
    expect(api().requests.some((r) => r.route === UPLOAD)).toBe(false)
    expect(fileInput().getAttribute('aria-describedby')).toContain(
      within(dialog).getByRole('alert').id,
    )
  })

  it('shows the server’s refusal next to the picker and leaves the rest of the form as typed', async () => {
    expectConsole('error', /photos 422/)
    const { user, dialog, fileInput } = await openAdana()
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement
    await user.type(name, ' Special')
    const message =
      'This file is not a photo we can use: choose a JPEG, PNG, WebP or HEIC image.'
    api().on(UPLOAD, refusal(422, 'PHOTO_NOT_SUPPORTED', message))
    await user.upload(fileInput(), jpeg('not a photo at all'))

    expect((await within(dialog).findByRole('alert')).textContent).toBe(message)
    expect(name.value).toBe('Adana Kebab Special')
    expect(within(dialog).queryByRole('img')).toBeNull()
    expect(
      screen.getByRole('dialog', { name: 'Edit Adana Kebab' }),
    ).toBeTruthy()
  })

  it('removes the photo: it goes from the form and the save sends null', async () => {
    const { user, dialog, fileInput } = await openAdana(
      testPhoto({ id: 'old' }),
    )
    expect(
      within(dialog)
        .getByRole('img', { name: 'Chosen photo' })
        .getAttribute('src'),
    ).toBe(`${api().baseURL}/media/old/800.webp`)
    expect(fileInput().hidden).toBe(true)

    await user.click(
      within(dialog).getByRole('button', { name: 'Remove photo' }),
    )
    expect(within(dialog).queryByRole('img')).toBeNull()
    expect(fileInput().hidden).toBe(false)
    expect(document.activeElement).toBe(fileInput())
    expect(
      within(dialog).queryByRole('button', { name: 'Change photo' }),
    ).toBeNull()

    api().on(ADANA_PUT, savedReply('Adana Kebab saved.', editableDish()))
    await user.click(within(dialog).getByRole('button', { name: 'Save dish' }))
    await waitFor(() =>
      expect(api().bodiesOf(ADANA_PUT)).toMatchObject([{ photoId: null }]),
    )
  })

  it('changes the photo through the same input', async () => {
    const { user, dialog, fileInput } = await openAdana(
      testPhoto({ id: 'old' }),
    )
    api().on(
      UPLOAD,
      savedReply('Photo uploaded.', testPhoto({ id: 'new' }), 201),
    )
    await user.upload(fileInput(), jpeg())
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('img', { name: 'Chosen photo' })
          .getAttribute('src'),
      ).toBe(`${api().baseURL}/media/new/800.webp`),
    )
  })
})
