import { expectConsole } from '@food/shared/testing/server'
import type { ContactDetails, MoneyRules, SiteTexts } from '@food/shared/types'
import { VALIDATION_MESSAGES as M } from '@food/shared/validation'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  renderKitchen,
  signedInWith,
  useKitchenApi,
} from '../../../test/kitchen-harness'

const api = useKitchenApi()

const STALE = 'This was changed by someone else: reload to see it'

const TEXTS: SiteTexts & { version: number } = {
  description: 'Kebabs over charcoal.',
  about: '## Our story\n\nSince 2014.',
  info: '## Allergens\n\nAsk us.',
  version: 4,
}

const CONTACT: ContactDetails & { version: number } = {
  address: {
    line1: '214 Ormeau Road',
    line2: 'Ballynafeigh',
    city: 'Belfast',
    postcode: 'BT7 2FY',
  },
  phone: '028 9064 3120',
  email: 'hello@example.co.uk',
  social: [{ network: 'facebook', url: 'https://www.facebook.com/grill' }],
  vatNumber: 'GB123456789',
  version: 2,
}

const MONEY: MoneyRules & { version: number } = {
  discount: { percentage: 10, message: '10% off for members.' },
  deliveryFees: [
    { maxMiles: 1, feePence: 150 },
    { maxMiles: 3, feePence: 350 },
  ],
  minimumDeliveryOrderPence: 1200,
  version: 7,
}

const reply = (data: unknown, message = '') => ({
  body: { status: true, message, data },
})

async function open(section: 'texts' | 'contact' | 'money', data: object) {
  signedInWith(api(), [])
  api().on(`GET /staff/site/${section}`, reply(data))
  const user = renderKitchen(`/kitchen/site/${section}`)
  await screen.findByRole('button', { name: /^Save the / })
  return user
}

const field = (label: string) =>
  screen.getByLabelText(label) as HTMLInputElement
const save = (name: string) => screen.getByRole('button', { name })

describe('About & Info texts', () => {
  it('preview the Markdown and save all three with the loaded version', async () => {
    const user = await open('texts', TEXTS)
    await user.type(
      field('Info page text'),
      '{enter}{enter}- Nuts in the baklava',
    )
    const preview = screen.getByRole('region', {
      name: 'Preview: Info page text',
    })
    expect(within(preview).getByRole('listitem').textContent).toBe(
      'Nuts in the baklava',
    )
    const saved = { ...TEXTS, info: `${TEXTS.info}\n\n- Nuts in the baklava` }
    api().on(
      'POST /staff/site/texts',
      reply({ ...saved, version: 5 }, 'The About and Info texts are saved.'),
    )
    await user.click(save('Save the texts'))
    const notice = await screen.findByText(
      'The About and Info texts are saved.',
    )
    // The form is made again from what was saved: the focus goes to the sentence.
    expect(document.activeElement).toBe(notice)
    expect(api().bodiesOf('POST /staff/site/texts')).toEqual([saved])
  })

  it('show a problem by its field and send nothing', async () => {
    const user = await open('texts', TEXTS)
    await user.clear(field('About page lead'))
    await user.click(save('Save the texts'))
    expect(screen.getByText(M.siteDescription)).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(M.addressFormInvalid)
    expect(document.activeElement).toBe(field('About page lead'))
    expect(api().bodiesOf('POST /staff/site/texts')).toEqual([])
  })
})

describe('Contact & social links', () => {
  it('save the address, phone and a new link', async () => {
    const user = await open('contact', CONTACT)
    await user.clear(field('Phone'))
    await user.type(field('Phone'), '028 9024 1111')
    await user.click(screen.getByRole('button', { name: 'Add a social link' }))
    const url = field('Address of link 2')
    expect(
      (screen.getByLabelText('Network of link 2') as HTMLSelectElement).value,
    ).toBe('instagram')
    await user.clear(url)
    await user.type(url, 'https://www.instagram.com/grill')
    const saved = {
      ...CONTACT,
      phone: '028 9024 1111',
      social: [
        ...CONTACT.social,
        { network: 'instagram', url: 'https://www.instagram.com/grill' },
      ],
    }
    api().on(
      'POST /staff/site/contact',
      reply({ ...saved, version: 3 }, 'The contact details are saved.'),
    )
    await user.click(save('Save the contact details'))
    expect(
      await screen.findByText('The contact details are saved.'),
    ).toBeTruthy()
    expect(api().bodiesOf('POST /staff/site/contact')).toEqual([saved])
  })

  it('name a postcode outside Belfast and a link off its network by their fields', async () => {
    const user = await open('contact', CONTACT)
    await user.clear(field('Postcode'))
    await user.type(field('Postcode'), 'SW1A 1AA')
    await user.clear(field('Address of link 1'))
    await user.type(field('Address of link 1'), 'https://evil.example/')
    await user.click(save('Save the contact details'))
    expect(field('Postcode').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(M.shopPostcode)).toBeTruthy()
    expect(
      screen.getByText(
        'The Facebook link must be an https:// address on facebook.com.',
      ),
    ).toBeTruthy()
    expect(document.activeElement).toBe(field('Postcode'))
    expect(api().bodiesOf('POST /staff/site/contact')).toEqual([])
  })

  it('show a server refusal in an alert and keep what was typed', async () => {
    expectConsole('error', /site\/contact 400/)
    const user = await open('contact', CONTACT)
    await user.type(field('Address line 2 (optional)'), ', upstairs')
    api().on('POST /staff/site/contact', {
      status: 400,
      body: {
        status: false,
        code: 'VALIDATION_ERROR',
        message: 'email: Please enter a valid email address.',
      },
    })
    await user.click(save('Save the contact details'))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'email: Please enter a valid email address.',
    )
    expect(field('Address line 2 (optional)').value).toBe(
      'Ballynafeigh, upstairs',
    )
  })
})

describe('Discount, delivery fees and minimum order', () => {
  it('take pounds, add and remove tiers, and send pence', async () => {
    const user = await open('money', MONEY)
    expect(field('Tier 2: fee (£)').value).toBe('3.50')
    expect(field('Minimum delivery order (£)').value).toBe('12.00')
    await user.click(screen.getByRole('button', { name: 'Add a tier' }))
    expect(field('Tier 3: up to (miles)').value).toBe('4')
    await user.clear(field('Tier 3: up to (miles)'))
    await user.type(field('Tier 3: up to (miles)'), '5.5')
    await user.clear(field('Tier 3: fee (£)'))
    await user.type(field('Tier 3: fee (£)'), '4.5')
    await user.click(screen.getByRole('button', { name: 'Remove tier 1' }))
    await user.clear(field('Minimum delivery order (£)'))
    await user.type(field('Minimum delivery order (£)'), '15')
    const saved = {
      ...MONEY,
      deliveryFees: [
        { maxMiles: 3, feePence: 350 },
        { maxMiles: 5.5, feePence: 450 },
      ],
      minimumDeliveryOrderPence: 1500,
    }
    api().on(
      'POST /staff/site/money',
      reply(
        { ...saved, version: 8 },
        'The discount, delivery fees and minimum order are saved.',
      ),
    )
    await user.click(save('Save the discount and delivery'))
    expect(
      await screen.findByText(
        'The discount, delivery fees and minimum order are saved.',
      ),
    ).toBeTruthy()
    expect(api().bodiesOf('POST /staff/site/money')).toEqual([saved])
    expect(field('Tier 1: up to (miles)').value).toBe('3')
  })

  it('name a fee that is not pounds and tiers out of order', async () => {
    const user = await open('money', MONEY)
    await user.clear(field('Tier 1: fee (£)'))
    await user.type(field('Tier 1: fee (£)'), 'two pounds')
    await user.clear(field('Tier 2: up to (miles)'))
    await user.type(field('Tier 2: up to (miles)'), '1')
    await user.click(save('Save the discount and delivery'))
    expect(screen.getByText(M.tierFee)).toBeTruthy()
    expect(document.activeElement).toBe(field('Tier 1: fee (£)'))
    // The order of the tiers is checked once each tier reads well.
    await user.clear(field('Tier 1: fee (£)'))
    await user.type(field('Tier 1: fee (£)'), '2')
    await user.click(save('Save the discount and delivery'))
    expect(screen.queryByText(M.tierFee)).toBeNull()
    expect(screen.getByText(M.tierOrder)).toBeTruthy()
    expect(document.activeElement).toBe(field('Tier 2: up to (miles)'))
    expect(api().bodiesOf('POST /staff/site/money')).toEqual([])
  })

  it('refuse a stale save with the server’s message and keep the form', async () => {
    expectConsole('error', /site\/money 409/)
    const user = await open('money', MONEY)
    await user.clear(field('Discount (%)'))
    await user.type(field('Discount (%)'), '20')
    api().on('POST /staff/site/money', {
      status: 409,
      body: { status: false, code: 'STALE_EDIT', message: STALE },
    })
    await user.click(save('Save the discount and delivery'))
    expect((await screen.findByRole('alert')).textContent).toBe(STALE)
    expect(field('Discount (%)').value).toBe('20')

    api().on('GET /staff/site/money', reply({ ...MONEY, version: 8 }))
    await user.click(
      screen.getByRole('button', {
        name: 'Load the saved version (drops these changes)',
      }),
    )
    await waitFor(() => expect(field('Discount (%)').value).toBe('10'))
  })
})
