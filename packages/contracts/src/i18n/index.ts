export * from './locale-schemas.js';
export * from './locales.js';
export * from './localized-paths.js';
export * from './message-lookup.js';
