import { z } from 'zod';
import type { Trust } from './trust-checks.js';

/** `trust` on every profile answer (trust-checks.ts says what each check means). */
export const TrustSchema = /* @__PURE__ */ z.object({
  email: z.boolean(),
  phone: z.boolean(),
  govtId: z.boolean(),
  photo: z.boolean(),
}) satisfies z.ZodType<Trust>;
