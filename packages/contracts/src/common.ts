import { z } from 'zod';

/** Every error leaves the server in this shape (apps/server/src/plugins/errors.ts). */
export const ErrorSchema = /* @__PURE__ */ z.object({
  message: z.string(),
  code: z.string(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

export const IdSchema = /* @__PURE__ */ z.uuid();
export const IdParamsSchema = /* @__PURE__ */ z.object({ id: IdSchema });

export const OkSchema = /* @__PURE__ */ z.object({ ok: z.literal(true) });

export const HealthSchema = /* @__PURE__ */ z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
});
export type Health = z.infer<typeof HealthSchema>;

/** GET /api/health/live: the process answers (the database is not asked). */
export const LivenessSchema = /* @__PURE__ */ z.object({ status: z.literal('live') });

/** GET /metrics: Prometheus text exposition format 0.0.4. */
export const MetricsTextSchema = /* @__PURE__ */ z.string().describe('text/plain; version=0.0.4');

/** GET /api/health/ready: the database answers and is migrated, and the instance is not stopping. */
export const ReadinessSchema = /* @__PURE__ */ z.object({
  status: z.literal('ready'),
  database: z.literal('up'),
  migrations: z.literal('applied'),
});
