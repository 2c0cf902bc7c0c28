/**
 * The public surface of `media` for other modules: reads of photo rows go through here, never through
 * `media/*.repo.ts` (the no-other-modules-repo rule in scripts/boundaries/rules.cjs).
 */
export { findPhoto, nextPhotoVersion, photoFileKeys } from './media.repo.js';
