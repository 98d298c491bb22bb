import {
  addStaffBody,
  auditQuery,
  otpSentReply,
  staffAuditReply,
  staffLoginBody,
  staffMemberReply,
  staffMembersReply,
  staffSignedInReply,
  staffVerifyBody,
} from '@food/shared/wire'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorReply, failures, retryLaterReply } from '../../http/envelope'
import { codeRouteOptions, sendFailures } from '../auth/auth.routes'
import { memberParams } from './staff.schema'
import type { StaffAccountService } from './staff-account.service'
import type { StaffAuditService } from './staff-audit.service'
import { currentStaff, requireStaff } from './staff-guard'
import type { StaffSessionService } from './staff-session.service'

/** Staff sign-in, the member's own session, the staff list and the audit log. */
export const staffRoutes: FastifyPluginAsyncZod<{
  accounts: StaffAccountService
  sessions: StaffSessionService
  audit: StaffAuditService
}> = async (app, { accounts, sessions, audit }) => {
  // OpenAPI 3.1 lets a bearer scheme list the roles an operation needs: `owner` here.
  const doc = (
    summary: string,
    access: 'public' | 'staff' | 'owner' = 'staff',
  ) => ({
    tags: ['staff'],
    summary,
    ...(access === 'public'
      ? {}
      : { security: [{ staffToken: access === 'owner' ? ['owner'] : [] }] }),
  })
  const refused = { ...failures.unauthorized, ...failures.forbidden }

  app.post(
    '/staff/login',
    {
      ...codeRouteOptions,
      schema: {
        ...doc('Texts a sign-in code to a number on the staff list', 'public'),
        body: staffLoginBody,
        response: { 200: otpSentReply, ...failures.notFound, ...sendFailures },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'OTP sent',
      data: await accounts.requestCode(request.body.mobile, request.ip),
    }),
  )

  app.post(
    '/staff/verify-otp',
    {
      ...codeRouteOptions,
      schema: {
        ...doc('Trades a correct code for a staff session token', 'public'),
        body: staffVerifyBody,
        response: {
          200: staffSignedInReply,
          ...failures.badRequest,
          ...failures.notFound,
          413: errorReply,
          429: retryLaterReply,
        },
      },
    },
    async (request) => {
      const { token, member } = await accounts.verify(
        request.body.mobile,
        request.body.otp,
        request.ip,
      )
      return {
        status: true as const,
        message: 'Signed in',
        data: token,
        staff: member,
      }
    },
  )

  app.get(
    '/staff/me',
    {
      onRequest: requireStaff(sessions),
      schema: {
        ...doc('The signed-in member'),
        response: { 200: staffMemberReply, ...refused },
      },
    },
    async (request) => ({ status: true as const, data: currentStaff(request) }),
  )

  app.post(
    '/staff/logout',
    {
      onRequest: requireStaff(sessions),
      schema: {
        ...doc('Signs this device out'),
        response: { 200: staffMemberReply, ...refused },
      },
    },
    async (request) => {
      await sessions.end(request.headers.authorization)
      return {
        status: true as const,
        message: 'Signed out',
        data: currentStaff(request),
      }
    },
  )

  app.get(
    '/staff/accounts',
    {
      onRequest: requireStaff(sessions, 'owner'),
      schema: {
        ...doc('The staff list (owner)', 'owner'),
        response: { 200: staffMembersReply, ...refused },
      },
    },
    async () => ({ status: true as const, data: await accounts.list() }),
  )

  app.post(
    '/staff/accounts',
    {
      onRequest: requireStaff(sessions, 'owner'),
      bodyLimit: 1024,
      schema: {
        ...doc(
          'Adds a member, or changes the name and role of one (owner)',
          'owner',
        ),
        body: addStaffBody,
        response: {
          200: staffMemberReply,
          ...failures.badRequest,
          ...refused,
          409: errorReply,
        },
      },
    },
    async (request) => {
      const { member, text, kitchenUrl } = await accounts.add(
        currentStaff(request),
        request.body,
      )
      const added = `${member.name} can now sign in to the kitchen as ${member.role}.`
      if (text && !text.sent) {
        request.log.warn({ err: text.error }, 'new member not texted')
        return {
          status: true as const,
          message: `${added} We could not text them how to sign in: please tell them to open ${kitchenUrl}.`,
          data: member,
        }
      }
      return { status: true as const, message: added, data: member }
    },
  )

  app.post(
    '/staff/accounts/:memberId/remove',
    {
      onRequest: requireStaff(sessions, 'owner'),
      schema: {
        ...doc('Removes a member; their sessions end at once (owner)', 'owner'),
        params: memberParams,
        response: {
          200: staffMemberReply,
          ...failures.badRequest,
          ...refused,
          ...failures.notFound,
          409: errorReply,
        },
      },
    },
    async (request) => {
      const member = await accounts.remove(
        currentStaff(request),
        request.params.memberId,
      )
      return {
        status: true as const,
        message: `${member.name} was removed and signed out.`,
        data: member,
      }
    },
  )

  app.get(
    '/staff/audit',
    {
      onRequest: requireStaff(sessions, 'owner'),
      schema: {
        ...doc('Every staff action, newest first (owner)', 'owner'),
        querystring: auditQuery,
        response: { 200: staffAuditReply, ...failures.badRequest, ...refused },
      },
    },
    async (request) => ({
      status: true as const,
      data: await audit.list(request.query.limit, request.query.before ?? null),
    }),
  )
}
