export * from './auth.js';
export * from './common.js';
export * from './completeness.js';
export * from './messages.js';
export * from './options.js';
export * from './plans.js';
export * from './profile.js';
