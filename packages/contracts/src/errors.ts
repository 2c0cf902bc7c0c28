/**
 * Every `code` the API answers an error with, and its HTTP status: the server throws `AppError(code)`
 * and maps it with this table (apps/server/src/plugins/errors.ts); the web switches on the code.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  BAD_UPLOAD: 400,
  VALIDATION: 400,
  /** A change that needs the current password came without it, or with a wrong one (OWASP ASVS 7.5.1). */
  CURRENT_PASSWORD_REQUIRED: 400,
  WRONG_CURRENT_PASSWORD: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /**
   * The member accepts interest or a first message only from members with a verified ID or selfie
   * (docs/decisions/0066-catching-scammers-early.md "Who may contact me"): the web links to verification.
   */
  VERIFIED_MEMBERS_ONLY: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A guardian link that was already exchanged for a session: it opens once (RFC 9110 section 15.5.11). */
  GUARDIAN_LINK_USED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  /**
   * A first message the sender already sent to many members (docs/decisions/0067-risk-record.md "Copy-paste
   * openers"): the web keeps the draft and asks for something personal.
   */
  COPIED_OPENER: 422,
  RATE_LIMITED: 429,
  /** A daily limit lowered until the member verifies a phone, ID or selfie (docs/decisions/0066-catching-scammers-early.md). */
  VERIFY_TO_SEND_MORE: 429,
  INTERNAL: 500,
  /** A payment provider refused or answered nonsense; our side is fine (RFC 9110 section 15.6.3). */
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;
