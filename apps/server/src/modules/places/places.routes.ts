import { placesApi } from '@mithaq/contracts/api/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import * as places from './places.service.js';

/** Registered under /api/places. Anyone may ask: the register form suggests cities before there is an account. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    placesApi,
    'GET /api/places/cities',
    {
      tags: ['places'],
      summary: 'Cities whose name starts with q, the most populous first (GeoNames, CC BY 4.0)',
    },
    async (request) => places.searchCities(app.ctx, request.query, request.ip),
  );
};
