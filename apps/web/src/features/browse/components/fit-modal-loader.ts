/**
 * "Why?"'s code (fit-modal.tsx), one step removed from the lists that open it: a lazily loaded module's list of
 * the files it needs (the modal, its scroll area and focus trap) is written into the chunk that loads it, and in
 * the dashboard's chunk that list weighed on the page's first download (bench/bundle/budget.ts). The first "Why?"
 * costs this small file first.
 */
export const loadFitModal = () => import('./fit-modal').then((m) => ({ default: m.FitModal }));
