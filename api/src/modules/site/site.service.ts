import type { Db } from '../../db/client'
import { StaleEditError } from '../../errors'
import type { ShopService } from '../shop/shop.service'
import type { StaffMember } from '../staff/staff.types'
import type { StaffAuditService } from '../staff/staff-audit.service'
import { siteRepository as site } from './site.repository'
import type { SiteSection, SiteSections, Versioned } from './site.types'

/** What each section is called in the activity log ("Ayla saved the contact details…"). */
const SUBJECTS: Record<SiteSection, string> = {
  texts: 'the About and Info texts',
  contact: 'the contact details and social links',
  money: 'the discount, delivery fees and minimum order',
}

/**
 * The owner's edits of the site's texts, contact details and money rules. A save names the
 * version its form was loaded with; an older one is refused and the stored value kept. The
 * site, the baskets and the orders follow at once on this instance (the settings are read
 * again) and within CACHE_TTL_MS on the others.
 */
export function createSiteService(deps: {
  db: Db
  shop: ShopService
  audit: StaffAuditService
  now: () => Date
}) {
  const { db, shop, audit, now } = deps

  async function save<S extends SiteSection>(
    by: StaffMember,
    section: S,
    edit: Versioned<SiteSections[S]>,
  ) {
    const before = await site.read(db, section)
    if (before.version !== edit.version) throw new StaleEditError()
    // A save that raced this one between the read and the write moved the version on.
    const isWritten = await site.write(db, section, edit, edit.version)
    if (!isWritten) throw new StaleEditError()
    shop.forgetSettings()
    const after = await site.read(db, section)
    await audit.record(by, now(), {
      action: 'settings-saved',
      subject: SUBJECTS[section],
      before,
      after,
    })
    return after
  }

  return {
    read: <S extends SiteSection>(section: S) => site.read(db, section),
    save,
  }
}

export type SiteService = ReturnType<typeof createSiteService>
