import {
  contactDetailsBody,
  contactDetailsReply,
  moneyRulesBody,
  moneyRulesReply,
  siteTextsBody,
  siteTextsReply,
} from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorReply, failures } from '../../http/envelope'
import {
  currentStaff,
  kitchenDoc,
  requireStaff,
  signedInRefusals,
} from '../staff/staff-guard'
import type { StaffSessionService } from '../staff/staff-session.service'
import type { SiteService } from './site.service'

/** The owner's pages and settings of the site: a GET and a save for each section. */
export const siteRoutes: FastifyPluginAsyncZod<{
  site: SiteService
  sessions: StaffSessionService
}> = async (app, { site, sessions }) => {
  app.addHook('onRequest', requireStaff(sessions, 'owner'))
  const doc = (summary: string) => kitchenDoc(summary, 'owner')
  const refused = { ...failures.badRequest, ...signedInRefusals }
  const saveRefused = { ...refused, 409: errorReply }
  const texts = 'the About page’s lead and story and the Info page’s text'
  const contact = 'the address, phone, email and social links'
  const money =
    'the logged-in discount, delivery fee tiers and delivery minimum'

  app.get(
    '/staff/site/texts',
    {
      schema: {
        ...doc(`Reads ${texts}, with their version (owner)`),
        response: { 200: siteTextsReply, ...refused },
      },
    },
    async () => ({ status: true as const, data: await site.read('texts') }),
  )

  app.post(
    '/staff/site/texts',
    {
      // 15,300 characters of text, each up to 3 bytes in UTF-8 and escaped in JSON.
      bodyLimit: 64 * 1024,
      schema: {
        ...doc(`Saves ${texts} (owner)`),
        body: siteTextsBody,
        response: { 200: siteTextsReply, ...saveRefused },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'The About and Info texts are saved.',
      data: await site.save(currentStaff(request), 'texts', request.body),
    }),
  )

  app.get(
    '/staff/site/contact',
    {
      schema: {
        ...doc(`Reads ${contact}, with their version (owner)`),
        response: { 200: contactDetailsReply, ...refused },
      },
    },
    async () => ({ status: true as const, data: await site.read('contact') }),
  )

  app.post(
    '/staff/site/contact',
    {
      bodyLimit: 8 * 1024,
      schema: {
        ...doc(`Saves ${contact} (owner)`),
        body: contactDetailsBody,
        response: { 200: contactDetailsReply, ...saveRefused },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'The contact details are saved.',
      data: await site.save(currentStaff(request), 'contact', request.body),
    }),
  )

  app.get(
    '/staff/site/money',
    {
      schema: {
        ...doc(`Reads ${money}, with their version (owner)`),
        response: { 200: moneyRulesReply, ...refused },
      },
    },
    async () => ({ status: true as const, data: await site.read('money') }),
  )

  app.post(
    '/staff/site/money',
    {
      bodyLimit: 4 * 1024,
      schema: {
        ...doc(`Saves ${money} (owner)`),
        body: moneyRulesBody,
        response: { 200: moneyRulesReply, ...saveRefused },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'The discount, delivery fees and minimum order are saved.',
      data: await site.save(currentStaff(request), 'money', request.body),
    }),
  )
}
