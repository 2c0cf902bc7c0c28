import { z } from 'zod';

/** Spec section 2: images only; 10 MB is ours (docs/decisions.md "Photos"). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Pixel bound checked from the header before decoding, so a decompression bomb is refused. */
export const MAX_PHOTO_PIXELS = 40_000_000;
export const PHOTO_FIELD = 'photo';

export const UploadResponseSchema = z.object({
  url: z.string(),
  photoStatus: z.literal('pending'),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;
