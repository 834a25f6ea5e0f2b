import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract schemas, served with its UI at /docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Lucky Star platform API',
        version: '1.0.0',
        description:
          'Every response is an envelope { success, value, message, code }. Endpoints marked encrypted take ' +
          '{ keyId, key, iv, value } with header `Encryption: RSA-OAEP-256+A256GCM` (see README).',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The docs UI needs inline script and style, which the site-wide policy forbids.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: false,
    transformStaticCSP: () =>
      "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self' 'unsafe-inline'",
  });
}
