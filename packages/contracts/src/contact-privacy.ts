import { z } from 'zod';
import type { ContactPrivacyFlags } from './contact-privacy-rules.js';

/**
 * `GET` and `PUT /api/me/contact-privacy`: whether only members with a verified ID or selfie may send
 * the member interest, or start a conversation with them (contact-privacy-rules.ts). Both off by default.
 */
export const ContactPrivacySchema = /* @__PURE__ */ z.object({
  interestFromVerifiedOnly: z.boolean(),
  messagesFromVerifiedOnly: z.boolean(),
}) satisfies z.ZodType<ContactPrivacyFlags>;
export type ContactPrivacy = z.infer<typeof ContactPrivacySchema>;

/** What changed: either switch or both; the answer is the whole state. */
export const ContactPrivacyUpdateSchema = /* @__PURE__ */ ContactPrivacySchema.partial().strict();
export type ContactPrivacyUpdate = z.infer<typeof ContactPrivacyUpdateSchema>;
