import type { MantineColorsTuple } from '@mantine/core';

/**
 * The site's colours, apart from the Mantine theme so the build can read them too (the installed
 * app's manifest and offline page, scripts/pwa-assets.ts) without loading Mantine.
 */

/** Deep emerald: shade 7 (#0b5d4b) gives 7.6:1 on white, well past WCAG AA's 4.5:1. */
export const emerald: MantineColorsTuple = [
  '#e8f5f1',
  '#cfe9e0',
  '#a3d4c3',
  '#72bda4',
  '#4aa98a',
  '#2f9277',
  '#1b7862',
  '#0b5d4b',
  '#084a3c',
  '#05372c',
];

/** Warm gold accent for highlights and premium: shade 8 (#7a5410) is 6.4:1 on white. */
export const gold: MantineColorsTuple = [
  '#fdf6e7',
  '#f9e8c3',
  '#f3d9a4',
  '#ecc777',
  '#e2b04d',
  '#c9962f',
  '#a67a1e',
  '#8c6516',
  '#7a5410',
  '#5e400a',
];

/** Warm ivory behind every page. */
export const PAGE_BACKGROUND = '#fbf7f0';
/** The primary shade on light backgrounds (theme primaryShade.light): browser bars and the app's splash. */
export const THEME_COLOR = emerald[7];
