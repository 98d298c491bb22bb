import { expectConsole, untilConsolePrinted } from '@food/shared/testing/server'
import type { StaffPost } from '@food/shared/types'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  COOK,
  renderKitchen,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'
import { DRAFT, reply } from '../testing/post-fixtures'

const api = useKitchenApi()

const field = (name: string) =>
  screen.getByLabelText(name) as HTMLInputElement | HTMLTextAreaElement

/** The editor of DRAFT (or `post`), signed in as the owner. */
async function openEditor(post: StaffPost = DRAFT) {
  signedInWith(api(), [])
  api().on(`GET /staff/posts/${post.id}`, reply(post))
  const user = renderKitchen(`/kitchen/posts/${post.id}`)
  await screen.findByLabelText('Title')
  return user
}

describe('the post editor', () => {
  it('writes a new post: the address follows the title, and it is saved as a draft', async () => {
    signedInWith(api(), [])
    api().on('POST /staff/posts', (body) => ({
      status: 201,
      ...reply({ ...DRAFT, ...(body as object), slug: 'grill-night-2' }),
    }))
    const user = renderKitchen('/kitchen/posts/new')
    await screen.findByRole('heading', { name: 'New post' })
    expect(field('Author').value).toBe('Ayla')

    await user.type(field('Title'), 'Grill night')
    expect(field('Address (slug)').value).toBe('grill-night')
    await user.type(field('Excerpt'), 'Charcoal and lamb.')
    await user.type(field('Tags'), 'events, grill')
    await user.type(field('Text (Markdown)'), 'We light the charcoal.')
    await user.click(screen.getByRole('button', { name: 'Save draft' }))

    expect(await screen.findByText('“Grill night” is saved.')).toBeTruthy()
    // Without a slug of the owner's, the server makes one ("-2" when taken).
    expect(api().bodiesOf('POST /staff/posts')).toEqual([
      {
        title: 'Grill night',
        excerpt: 'Charcoal and lamb.',
        content: 'We light the charcoal.',
        tags: ['events', 'grill'],
        author: 'Ayla',
        coverPhotoId: null,
      },
    ])
    expect(field('Address (slug)').value).toBe('grill-night-2')
    // The editor moves to the post's own address, keeping what is typed.
    expect(
      await screen.findByRole('heading', { name: 'Edit post' }),
    ).toBeTruthy()
    expect(screen.getByText('Draft')).toBeTruthy()
    expect(field('Title').value).toBe('Grill night')
  })

  it('previews the Markdown as the site shows it: raw HTML as text, no javascript: link', async () => {
    const alert = vi.fn()
    vi.stubGlobal('alert', alert)
    const user = await openEditor()
    const text = field('Text (Markdown)')
    await user.clear(text)
    // user.type reads [ and { as keys: paste the Markdown as it would arrive.
    await user.click(text)
    await user.paste(
      '## Bread first\n\n<script>alert(1)</script>\n\n[Click me](javascript:alert(2)) and [menu](https://example.com)',
    )
    const preview = screen.getByRole('region', { name: 'Preview' })
    expect(
      await within(preview).findByRole('heading', { name: 'Bread first' }),
    ).toBeTruthy()
    expect(
      within(preview).getByText(/<script>alert\(1\)<\/script>/),
    ).toBeTruthy()
    expect(preview.querySelector('script')).toBeNull()
    // The unsafe link keeps its words but has no address at all.
    expect(
      within(preview).getByText('Click me').closest('a')?.hasAttribute('href'),
    ).toBe(false)
    expect(
      within(preview).getByRole('link', { name: 'menu' }).getAttribute('href'),
    ).toBe('https://example.com')
    expect(alert).not.toHaveBeenCalled()
  })

  it('publishes: unsaved text is saved first, then the post is on the site', async () => {
    const user = await openEditor()
    api().on('PUT /staff/posts/p1', (body) =>
      reply({ ...DRAFT, ...(body as object), version: 2 }),
    )
    api().on(
      'POST /staff/posts/p1/publish',
      reply(
        {
          ...DRAFT,
          title: 'Grill night!',
          state: 'published',
          version: 3,
          publishedAt: '2026-11-27T19:10:00.000Z',
        },
        '“Grill night!” is on the site.',
      ),
    )
    await user.type(field('Title'), '!')
    expect(screen.getByText(/unsaved changes/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Publish' }))

    expect(
      await screen.findByText('“Grill night!” is on the site.'),
    ).toBeTruthy()
    expect(api().bodiesOf('PUT /staff/posts/p1')).toMatchObject([
      // A draft never on the site keeps following its title.
      { version: 1, title: 'Grill night!', slug: 'grill-night' },
    ])
    expect(api().bodiesOf('POST /staff/posts/p1/publish')).toEqual([
      { version: 2 },
    ])
    expect(screen.getByText('Published')).toBeTruthy()
    expect(
      screen
        .getByRole('link', { name: 'View on the site' })
        .getAttribute('href'),
    ).toBe('/news-and-insights/grill-night')
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy()
  })

  it('keeps the text when a save is refused as stale, and opens the saved copy only when asked', async () => {
    expectConsole('error', /posts\/p1 409/)
    const user = await openEditor()
    api().on('PUT /staff/posts/p1', {
      status: 409,
      body: {
        status: false,
        code: 'STALE_EDIT',
        message: 'This was changed by someone else: reload to see it',
      },
    })
    await user.type(field('Text (Markdown)'), ' Mine.')
    await user.click(screen.getByRole('button', { name: 'Save draft' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'This was changed by someone else: reload to see it',
    )
    expect(field('Text (Markdown)').value).toBe(`${DRAFT.content} Mine.`)
    await untilConsolePrinted('error', /posts\/p1 409/)

    api().on(
      'GET /staff/posts/p1',
      reply({ ...DRAFT, content: 'Their text.', version: 2 }),
    )
    await user.click(
      within(alert).getByRole('button', { name: 'Open the saved copy' }),
    )
    await user.click(screen.getByRole('button', { name: 'Keep my text' }))
    expect(field('Text (Markdown)').value).toBe(`${DRAFT.content} Mine.`)
    await user.click(
      screen.getByRole('button', { name: 'Open the saved copy' }),
    )
    await user.click(
      screen.getByRole('button', { name: 'Yes, open the saved copy' }),
    )
    await waitFor(() =>
      expect(field('Text (Markdown)').value).toBe('Their text.'),
    )
  })

  it('shows each refusal next to its field, keeping what was typed', async () => {
    expectConsole('error', /staff\/posts\/p1 (400|409)/)
    const user = await openEditor()
    api().on('PUT /staff/posts/p1', {
      status: 400,
      body: {
        status: false,
        code: 'VALIDATION_ERROR',
        message:
          'title: Give the post a title.; tags.1: A tag cannot be empty.',
      },
    })
    await user.clear(field('Title'))
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('Give the post a title.')).toBeTruthy()
    expect(field('Title').getAttribute('aria-invalid')).toBe('true')
    expect(field('Title').getAttribute('aria-describedby')).toContain('error')
    expect(screen.getByText('A tag cannot be empty.')).toBeTruthy()
    expect(field('Excerpt').getAttribute('aria-invalid')).toBeNull()
    expect(field('Text (Markdown)').value).toBe(DRAFT.content)

    api().on('PUT /staff/posts/p1', {
      status: 409,
      body: {
        status: false,
        code: 'SLUG_TAKEN',
        message:
          'The address (slug) “menu” is already used by the post “Menu”: choose another.',
      },
    })
    await user.type(field('Title'), 'Grill night')
    await user.clear(field('Address (slug)'))
    await user.type(field('Address (slug)'), 'menu')
    await user.click(screen.getByRole('button', { name: 'Save draft' }))
    await waitFor(() =>
      expect(field('Address (slug)').getAttribute('aria-invalid')).toBe('true'),
    )
    expect(field('Address (slug)').value).toBe('menu')
    await untilConsolePrinted('error', /staff\/posts\/p1 409/)
  })

  it('unpublishes only after a second yes', async () => {
    const live: StaffPost = {
      ...DRAFT,
      state: 'published',
      version: 4,
      publishedAt: '2026-11-27T19:10:00.000Z',
    }
    const user = await openEditor(live)
    api().on(
      'POST /staff/posts/p1/unpublish',
      reply(
        { ...live, state: 'draft', version: 5 },
        '“Grill night” is off the site: it is a draft again.',
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Unpublish' }))
    await user.click(
      screen.getByRole('button', { name: 'Keep it on the site' }),
    )
    expect(api().bodiesOf('POST /staff/posts/p1/unpublish')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Unpublish' }))
    await user.click(screen.getByRole('button', { name: 'Yes, unpublish' }))
    expect(
      await screen.findByText(
        '“Grill night” is off the site: it is a draft again.',
      ),
    ).toBeTruthy()
    expect(api().bodiesOf('POST /staff/posts/p1/unpublish')).toEqual([
      { version: 4 },
    ])
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'View on the site' })).toBeNull()
  })
})

describe('the posts pages', () => {
  it('list every post with its state, last change and address', async () => {
    signedInWith(api(), [])
    api().on('GET /staff/posts', {
      body: {
        status: true,
        data: [
          { ...DRAFT, id: 'p2', title: 'Pizza week', slug: 'pizza-week' },
          { ...DRAFT, state: 'published', publishedAt: DRAFT.createdAt },
        ],
      },
    })
    const user = renderKitchen('/kitchen/posts')
    const pizza = (
      await screen.findByRole('link', { name: 'Pizza week' })
    ).closest('li') as HTMLElement
    expect(pizza.textContent).toContain('Draft')
    expect(pizza.textContent).toContain('/news-and-insights/pizza-week')
    expect(pizza.textContent).toMatch(/updated 27 Nov(ember)? 2026 19:00/)
    const grill = screen.getByRole('link', { name: 'Grill night' })
    expect(grill.closest('li')?.textContent).toContain('Published')
    expect(grill.getAttribute('href')).toBe('/kitchen/posts/p1')

    await user.click(screen.getByRole('link', { name: 'New post' }))
    expect(
      await screen.findByRole('heading', { name: 'New post' }),
    ).toBeTruthy()
  })

  it('are the owner’s: staff see no Posts link and no page', async () => {
    signedInWith(api(), [], COOK)
    renderKitchen('/kitchen/posts')
    expect(
      await screen.findByRole('heading', { name: 'Owner only' }),
    ).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Posts' })).toBeNull()
  })
})
