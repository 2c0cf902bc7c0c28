/**
 * The public surface of `media` for other modules: reads of photo rows and of who was shown a clear photo go through here, never through
 * `media/*.repo.ts` (the no-other-modules-repo rule in scripts/boundaries/rules.cjs).
 */
export { findPhoto, photoFileKeys } from './media.repo.js';
export {
  allPhotoViews,
  deletePhotoViewsBefore,
  listPhotoViews,
  type PhotoViewRow,
  recordPhotoViews,
} from './photo-views.repo.js';
