/**
 * The member's support tickets live under this query key; the live stream (features/messages)
 * refreshes it when staff reply, without the two features importing each other.
 */
export const supportTicketsQueryKey = ['support', 'tickets'] as const;
