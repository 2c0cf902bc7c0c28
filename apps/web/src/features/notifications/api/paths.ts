/** `GET /api/notifications?cursor=`: newest first, a page at a time (the server's page size). */
export const notificationFeedPath = (cursor: string | null): string =>
  `/api/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
