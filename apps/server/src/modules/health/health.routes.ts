import { ErrorSchema, HealthSchema } from '@mithaq/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: '200 only when the database answers',
        response: { 200: HealthSchema, 503: ErrorSchema },
      },
    },
    async () => {
      try {
        await app.ctx.db.execute(sql`select 1`);
      } catch {
        throw new AppError('UNAVAILABLE', 'The database is not answering.');
      }
      return { status: 'ok' as const, database: 'up' as const };
    },
  );
};
