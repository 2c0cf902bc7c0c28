/** Where staff open the decrypted selfie (never a member, never a bucket address). */
export const selfieImagePath = (memberId: string) => `/api/admin/selfies/${memberId}/image`;
