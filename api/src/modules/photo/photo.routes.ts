import {
  PHOTO_CONTENT_TYPES,
  photoUploadReply,
  photoVariantReply,
} from '@food/shared/wire'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { matchesEtag } from '../../http/cached-reply'
import { errorReply, failures, retryLaterReply } from '../../http/envelope'
import {
  currentStaff,
  kitchenDoc,
  requireStaff,
  signedInRefusals,
} from '../staff/staff-guard'
import type { StaffSessionService } from '../staff/staff-session.service'
import { PHOTO_TOO_LARGE } from './photo.errors'
import { mediaParams, photoFile } from './photo.schema'
import type { PhotoService } from './photo.service'
import { MAX_PHOTO_BYTES } from './photo-limits'
import type { StoredFile } from './photo-storage'

/** The owner's upload: the file's bytes in, the photo's variants out. */
export const photoUploadRoutes: FastifyPluginAsyncZod<{
  photos: PhotoService
  sessions: StaffSessionService
}> = async (app, { photos, sessions }) => {
  // The body is the file as a browser sends it (`fetch(url, { body: file })`), read as bytes
  // whatever its Content-Type: that comes from the file's name, and only its content counts.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )

  app.post(
    '/staff/photos',
    {
      // Checked before the body is read, so a stranger cannot make the API read 15 MB.
      onRequest: requireStaff(sessions, 'owner'),
      bodyLimit: MAX_PHOTO_BYTES,
      config: { tooLarge: PHOTO_TOO_LARGE },
      schema: {
        ...kitchenDoc(
          'Uploads a photo (JPEG, PNG, WebP or HEIC, up to 15 MB, the raw file as the body) and returns its AVIF and WebP variants',
          'owner',
        ),
        consumes: PHOTO_CONTENT_TYPES,
        body: photoFile,
        response: {
          201: photoUploadReply,
          ...failures.badRequest,
          ...signedInRefusals,
          413: errorReply,
          422: errorReply,
          429: retryLaterReply,
        },
      },
    },
    async (request, reply) => {
      const photo = await photos.upload(currentStaff(request), request.body)
      return reply.code(201).send({
        status: true as const,
        message: 'Photo uploaded.',
        data: photo,
      })
    },
  )
}

/** A photo's URL names its content, so a browser or CDN may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Sends a stored variant, or 304 to a client that already holds it. */
function sendVariant(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile & { contentType: string },
  etag: string,
) {
  // The site shows photos from pages of another origin than the API's.
  reply
    .header('cache-control', IMMUTABLE)
    .header('etag', etag)
    .header('cross-origin-resource-policy', 'cross-origin')
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    file.body.destroy()
    return reply.code(304).send()
  }
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .send(file.body)
}

/** Serves the variants, the same way whichever storage holds them. */
export const mediaRoutes: FastifyPluginAsyncZod<{
  photos: PhotoService
}> = async (app, { photos }) => {
  app.get(
    '/media/:id/:file',
    {
      schema: {
        tags: ['photos'],
        summary:
          'One variant of a photo (image/avif or image/webp), cached for good',
        params: mediaParams,
        response: {
          200: photoVariantReply,
          ...failures.badRequest,
          ...failures.notFound,
        },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params
      const stored = await photos.readFile(id, file)
      return sendVariant(request, reply, stored, `"${id}-${file}"`)
    },
  )
}
