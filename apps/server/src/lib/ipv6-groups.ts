/**
 * The eight 16-bit groups of a valid IPv6 address: `::` expanded, a zone (`%eth0`) dropped and a
 * trailing dotted IPv4 address counted as its two groups (RFC 4291 section 2.2); null when it is not one.
 */
export function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left = '', right] = text.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => Number.parseInt(g, 16)));
  const head = part(left);
  const tail = right === undefined ? [] : part(right);
  const fill = right === undefined ? 0 : 8 - head.length - tail.length;
  const groups = [...head, ...Array<number>(fill).fill(0), ...tail];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g)) ? groups : null;
}
