import type { Db } from '../../db/client'
import type { SiteSection, SiteSections, Versioned } from './site.types'

type SiteRow = {
  description: string
  about: string
  info: string
  address: SiteSections['contact']['address']
  phone: string
  email: string
  vat_number: string
  social: SiteSections['contact']['social']
  discount_percentage: number
  discount_message: string
  delivery_fees: SiteSections['money']['deliveryFees']
  min_delivery_order_pence: number
  texts_version: number
  contact_version: number
  money_version: number
}

/** A column and its new value; jsonb columns are sent as JSON text. */
type Assignment = [column: string, value: unknown, cast?: '::jsonb']

type Mapping<S extends SiteSection> = {
  version: 'texts_version' | 'contact_version' | 'money_version'
  read: (row: SiteRow) => SiteSections[S]
  write: (values: SiteSections[S]) => Assignment[]
}

const json = (value: unknown) => JSON.stringify(value)

/** Where each section lives in the settings row. */
const SECTIONS: { [S in SiteSection]: Mapping<S> } = {
  texts: {
    version: 'texts_version',
    read: (row) => ({
      description: row.description,
      about: row.about,
      info: row.info,
    }),
    write: (texts) => [
      ['description', texts.description],
      ['about', texts.about],
      ['info', texts.info],
    ],
  },
  contact: {
    version: 'contact_version',
    read: (row) => ({
      address: row.address,
      phone: row.phone,
      email: row.email,
      social: row.social,
      vatNumber: row.vat_number,
    }),
    write: (contact) => [
      ['address', json(contact.address), '::jsonb'],
      ['phone', contact.phone],
      ['email', contact.email],
      ['social', json(contact.social), '::jsonb'],
      ['vat_number', contact.vatNumber],
    ],
  },
  money: {
    version: 'money_version',
    read: (row) => ({
      discount: {
        percentage: row.discount_percentage,
        message: row.discount_message,
      },
      deliveryFees: row.delivery_fees,
      minimumDeliveryOrderPence: row.min_delivery_order_pence,
    }),
    write: (money) => [
      ['discount_percentage', money.discount.percentage],
      ['discount_message', money.discount.message],
      ['delivery_fees', json(money.deliveryFees), '::jsonb'],
      ['min_delivery_order_pence', money.minimumDeliveryOrderPence],
    ],
  },
}

/**
 * The owner's sections of the one settings row, read straight from the database (never the
 * read cache: a form must start from the stored version) and written only from that version.
 */
export const siteRepository = {
  async read<S extends SiteSection>(
    db: Db,
    section: S,
  ): Promise<Versioned<SiteSections[S]>> {
    const [row] = await db.query<SiteRow>(
      'select * from shop_settings where id = 1',
    )
    // The seed always writes this row before the server listens.
    if (!row) throw new Error('shop_settings has no row')
    const mapping: Mapping<S> = SECTIONS[section]
    return { ...mapping.read(row), version: row[mapping.version] }
  },

  /** Writes the section if it is still at `version`; false when another save came first. */
  async write<S extends SiteSection>(
    db: Db,
    section: S,
    values: SiteSections[S],
    version: number,
  ): Promise<boolean> {
    const mapping: Mapping<S> = SECTIONS[section]
    const assignments = mapping.write(values)
    const sets = assignments.map(
      ([column, , cast], index) => `${column} = $${index + 1}${cast ?? ''}`,
    )
    const rows = await db.query(
      `update shop_settings
          set ${sets.join(', ')}, ${mapping.version} = ${mapping.version} + 1
        where id = 1 and ${mapping.version} = $${assignments.length + 1}
        returning 1`,
      [...assignments.map(([, value]) => value), version],
    )
    return rows.length === 1
  },
}
