/**
 * The browser's IANA zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`), or undefined when it
 * cannot say. The server checks it and keeps India's for a zone it does not know
 * (docs/decisions/0007-profiles-browse-interests-server.md "Member time zone"), so this file stays free of the zone
 * list.
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
