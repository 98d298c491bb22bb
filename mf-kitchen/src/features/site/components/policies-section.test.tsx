import { expectConsole } from '@food/shared/testing/server'
import type {
  OwnerPolicy,
  PolicyVersion,
  PolicyVersionSummary,
} from '@food/shared/types'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  COOK,
  renderKitchen,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

const STALE = 'This was changed by someone else: reload to see it'

const summary = (version: number, name = 'Ayla'): PolicyVersionSummary => ({
  version,
  savedAt: `2026-11-2${version}T19:05:00.000Z`,
  savedBy: { id: version === 1 ? null : 'owner-1', name },
  restoredFrom: null,
})

function ownerPolicy(
  policy: 'privacy' | 'terms',
  content: string,
  versions: number,
): OwnerPolicy {
  const history = Array.from({ length: versions }, (_, i) =>
    summary(versions - i, versions - i === 1 ? 'the restaurant' : 'Ayla'),
  )
  return {
    ...(history[0] as PolicyVersionSummary),
    policy,
    title: policy === 'privacy' ? 'Privacy Policy' : 'Terms and Conditions',
    content,
    history,
  }
}

const reply = (data: unknown, message = '') => ({
  body: { status: true, message, data },
})

async function openPolicies() {
  signedInWith(api(), [])
  api().on(
    'GET /staff/policies/privacy',
    reply(ownerPolicy('privacy', '## Your data\n\nWe keep little.', 2)),
  )
  api().on(
    'GET /staff/policies/terms',
    reply(ownerPolicy('terms', '## Terms\n\nPay on delivery.', 1)),
  )
  const user = renderKitchen('/kitchen/site')
  await screen.findByRole('heading', { name: 'Privacy policy' })
  const editor = (await screen.findByLabelText(
    'Privacy policy text',
  )) as HTMLTextAreaElement
  return { user, editor }
}

describe('the owner’s policies', () => {
  it('are behind the Site link, for the owner only', async () => {
    signedInWith(api(), [], COOK)
    renderKitchen('/kitchen/site')
    expect(
      await screen.findByText('Only the owner can see this page.'),
    ).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Site' })).toBeNull()
  })

  it('show the newest text with a live preview, and save it as a new version', async () => {
    const { user, editor } = await openPolicies()
    expect(screen.getByRole('link', { name: 'Site' })).toBeTruthy()
    expect(editor.value).toBe('## Your data\n\nWe keep little.')
    const preview = screen.getByRole('region', {
      name: 'Preview: Privacy policy text',
    })
    expect(
      within(preview).getByRole('heading', { name: 'Your data' }),
    ).toBeTruthy()

    await user.clear(editor)
    await user.type(editor, '## Cookies{enter}{enter}None at all.')
    expect(
      within(preview).getByRole('heading', { name: 'Cookies' }),
    ).toBeTruthy()

    api().on(
      'POST /staff/policies/privacy',
      reply(
        ownerPolicy('privacy', '## Cookies\n\nNone at all.', 3),
        'The privacy policy is saved as version 3.',
      ),
    )
    await user.click(
      screen.getAllByRole('button', {
        name: 'Save as a new version',
      })[0] as HTMLElement,
    )
    expect(
      await screen.findByText('The privacy policy is saved as version 3.'),
    ).toBeTruthy()
    expect(api().bodiesOf('POST /staff/policies/privacy')).toEqual([
      { content: '## Cookies\n\nNone at all.', version: 2 },
    ])
    expect(screen.getByText(/On the site: version 3/)).toBeTruthy()
  })

  it('refuse an empty text by the field, without sending it', async () => {
    const { user, editor } = await openPolicies()
    await user.clear(editor)
    await user.click(
      screen.getAllByRole('button', {
        name: 'Save as a new version',
      })[0] as HTMLElement,
    )
    expect(
      screen.getByText(
        'The policy text is required: 30,000 characters or fewer, without control characters.',
      ),
    ).toBeTruthy()
    expect(editor.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(editor)
    expect(api().bodiesOf('POST /staff/policies/privacy')).toEqual([])
  })

  it('keep the text typed when a save is stale, until the owner loads the saved one', async () => {
    expectConsole('error', /policies\/privacy 409/)
    const { user, editor } = await openPolicies()
    await user.type(editor, '{enter}{enter}Mine.')
    api().on('POST /staff/policies/privacy', {
      status: 409,
      body: { status: false, code: 'STALE_EDIT', message: STALE },
    })
    await user.click(
      screen.getAllByRole('button', {
        name: 'Save as a new version',
      })[0] as HTMLElement,
    )
    expect((await screen.findByRole('alert')).textContent).toBe(STALE)
    expect(editor.value).toBe('## Your data\n\nWe keep little.\n\nMine.')

    api().on(
      'GET /staff/policies/privacy',
      reply(ownerPolicy('privacy', 'Someone else’s text', 3)),
    )
    await user.click(
      screen.getByRole('button', {
        name: 'Load the saved version (drops these changes)',
      }),
    )
    await waitFor(() =>
      expect(
        (screen.getByLabelText('Privacy policy text') as HTMLTextAreaElement)
          .value,
      ).toBe('Someone else’s text'),
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('list the history, open an old version and restore it after asking', async () => {
    const { user } = await openPolicies()
    const history = screen
      .getAllByRole('list')
      .find((list) => within(list).queryByText('Version 1')) as HTMLElement
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual([
      expect.stringMatching(
        /^Version 2 \(on the site\) · 22 Nov 2026 19:05 by Ayla$/,
      ),
      expect.stringMatching(
        /^Version 1 · 21 Nov 2026 19:05 by the restaurant$/,
      ),
    ])

    const first: PolicyVersion = {
      ...summary(1, 'the restaurant'),
      policy: 'privacy',
      title: 'Privacy Policy',
      content: '## The first text',
    }
    api().on('GET /staff/policies/privacy/versions/1', reply(first))
    await user.click(screen.getByRole('button', { name: 'Open version 1' }))
    expect(
      await screen.findByRole('heading', { name: 'The first text' }),
    ).toBeTruthy()

    api().on(
      'POST /staff/policies/privacy/versions/1/restore',
      reply(
        { ...ownerPolicy('privacy', '## The first text', 3), restoredFrom: 1 },
        'Version 1 is back as version 3 of the privacy policy.',
      ),
    )
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }))
    await user.click(screen.getByRole('button', { name: 'Yes, restore' }))
    expect(
      await screen.findByText(
        'Version 1 is back as version 3 of the privacy policy.',
      ),
    ).toBeTruthy()
    expect(
      api().bodiesOf('POST /staff/policies/privacy/versions/1/restore'),
    ).toEqual([{ version: 2 }])
    expect(
      (screen.getByLabelText('Privacy policy text') as HTMLTextAreaElement)
        .value,
    ).toBe('## The first text')
  })

  it('keep each policy’s typing when switching between them', async () => {
    const { user, editor } = await openPolicies()
    await user.type(editor, ' Draft.')
    await user.click(
      screen.getByRole('radio', { name: 'Terms and conditions' }),
    )
    const terms = (await screen.findByLabelText(
      'Terms and conditions text',
    )) as HTMLTextAreaElement
    expect(terms.value).toBe('## Terms\n\nPay on delivery.')
    await user.click(screen.getByRole('radio', { name: 'Privacy policy' }))
    expect(editor.value).toBe('## Your data\n\nWe keep little. Draft.')
  })
})
