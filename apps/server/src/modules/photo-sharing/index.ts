/**
 * The public surface of `photo-sharing` for other modules: writes to photo-view rows go through here, never through
 * `photo-sharing/*.repo.ts` (the no-other-modules-repo rule in scripts/boundaries/rules.cjs).
 */
export { deletePhotoViewsBefore, recordPhotoViews } from './photo-views.repo.js';
