import { z } from 'zod';

/** Every error leaves the server in this shape (ARCHITECTURE.md "Data flow"). */
export const ErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

export const IdSchema = z.uuid();
export const IdParamsSchema = z.object({ id: IdSchema });

export const OkSchema = z.object({ ok: z.literal(true) });

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
});
export type Health = z.infer<typeof HealthSchema>;
