const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** 'just now', '5 minutes ago', 'yesterday', then a date once it is over a week old. */
export function formatWhen(iso: string, now = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  let value = Math.round((then - now) / 1000);
  if (Math.abs(value) < 60) return 'just now';
  value = Math.round(value / 60);
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative.format(value, unit);
    value = Math.round(value / size);
  }
  return absolute.format(then);
}
