/**
 * Query keys of the staff console. Each mutation invalidates only the keys whose views it changes;
 * every key starts with `admin` so a staff sign-out can still drop them all.
 */
export const adminKeys = {
  all: ['admin'] as const,
  me: (token: string | null) => ['admin', 'me', token] as const,
  profiles: () => ['admin', 'profiles'] as const,
  profileList: (params: { status: string; page: number; search: string }) => ['admin', 'profiles', params] as const,
  members: () => ['admin', 'member'] as const,
  member: (userId: string | null) => ['admin', 'member', userId] as const,
  photos: () => ['admin', 'photos'] as const,
  photoQueue: (status: string) => ['admin', 'photos', status] as const,
  ids: () => ['admin', 'ids'] as const,
  idQueue: (status: string) => ['admin', 'ids', status] as const,
  selfies: () => ['admin', 'selfies'] as const,
  selfieQueue: (status: string) => ['admin', 'selfies', status] as const,
  support: () => ['admin', 'support'] as const,
  supportQueue: (status: string) => ['admin', 'support', status] as const,
  supportTicket: (id: string) => ['admin', 'support-ticket', id] as const,
  reports: () => ['admin', 'reports'] as const,
  reportQueue: (status: string) => ['admin', 'reports', status] as const,
  refunds: () => ['admin', 'refunds'] as const,
  refundQueue: (status: string) => ['admin', 'refunds', status] as const,
  knownScamImages: () => ['admin', 'known-scam-images'] as const,
  /** The Risk queue's views and each member's case: one prefix, so a decision refreshes both. */
  risk: () => ['admin', 'risk'] as const,
  riskQueue: (view: string) => ['admin', 'risk', 'queue', view] as const,
  riskCase: (userId: string | null) => ['admin', 'risk', 'case', userId] as const,
  audit: () => ['admin', 'audit'] as const,
  auditPage: (page: number) => ['admin', 'audit', page] as const,
};
