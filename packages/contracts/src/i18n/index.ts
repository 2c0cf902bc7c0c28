export * from './locales.js';
export * from './localized-paths.js';
