import {
  ownerPolicyReply,
  policyVersionReply,
  restorePolicyBody,
  savePolicyBody,
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
import { policyParams, policyVersionParams } from './policy-versions.schema'
import type { PolicyVersionsService } from './policy-versions.service'

/** The owner edits the privacy policy and the terms: each save a new version. */
export const policyVersionsRoutes: FastifyPluginAsyncZod<{
  versions: PolicyVersionsService
  sessions: StaffSessionService
}> = async (app, { versions, sessions }) => {
  app.addHook('onRequest', requireStaff(sessions, 'owner'))
  const doc = (summary: string) => kitchenDoc(summary, 'owner')
  const refused = { ...failures.badRequest, ...signedInRefusals }
  const saveRefusals = { ...refused, ...failures.notFound, 409: errorReply }

  app.get(
    '/staff/policies/:policy',
    {
      schema: {
        ...doc('A policy’s newest version and its history (owner)'),
        params: policyParams,
        response: { 200: ownerPolicyReply, ...refused },
      },
    },
    async (request) => ({
      status: true as const,
      data: await versions.read(request.params.policy),
    }),
  )

  app.get(
    '/staff/policies/:policy/versions/:number',
    {
      schema: {
        ...doc('One version of a policy, with its text (owner)'),
        params: policyVersionParams,
        response: { 200: policyVersionReply, ...refused, ...failures.notFound },
      },
    },
    async (request) => ({
      status: true as const,
      data: await versions.readVersion(
        request.params.policy,
        request.params.number,
      ),
    }),
  )

  app.post(
    '/staff/policies/:policy',
    {
      // 30,000 characters of Markdown, each up to 3 bytes in UTF-8 and escaped in JSON.
      bodyLimit: 128 * 1024,
      schema: {
        ...doc('Saves a new version of a policy’s text (owner)'),
        params: policyParams,
        body: savePolicyBody,
        response: { 200: ownerPolicyReply, ...saveRefusals },
      },
    },
    async (request) => {
      const { message, policy } = await versions.save(
        currentStaff(request),
        request.params.policy,
        request.body.content,
        request.body.version,
      )
      return { status: true as const, message, data: policy }
    },
  )

  app.post(
    '/staff/policies/:policy/versions/:number/restore',
    {
      bodyLimit: 1024,
      schema: {
        ...doc('Brings an old version back as the newest (owner)'),
        params: policyVersionParams,
        body: restorePolicyBody,
        response: { 200: ownerPolicyReply, ...saveRefusals },
      },
    },
    async (request) => {
      const { message, policy } = await versions.restore(
        currentStaff(request),
        request.params.policy,
        request.params.number,
        request.body.version,
      )
      return { status: true as const, message, data: policy }
    },
  )
}
