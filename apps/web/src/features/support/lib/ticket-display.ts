export const STATUS_COLOR = { open: 'gold.8', pending: 'gray.7', resolved: 'emerald.8' } as const;
