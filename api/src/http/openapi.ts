import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
} from 'fastify-type-provider-zod'

/** Collects every route's zod schema into an OpenAPI 3.1 document; register before the routes. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Anatolia Grill Belfast API',
        description:
          'Food ordering API: every reply carries a boolean `status`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          staffToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A staff session token from POST /staff/verify-otp (a customer token is refused with 403)',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  })
}

/** Serves the document collected by registerOpenApi. */
export async function openApiRoute(app: FastifyInstance) {
  app.get('/openapi.json', { schema: { hide: true } }, async () =>
    app.swagger(),
  )
}
