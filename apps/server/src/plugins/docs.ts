import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document and UI at /api/docs, generated from the same zod schemas the routes use. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Mithaq API', version: '0.1.0', description: 'Member and staff API of Mithaq.' },
      components: {
        securitySchemes: {
          member: { type: 'http', scheme: 'bearer' },
          admin: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Admin <token>' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
