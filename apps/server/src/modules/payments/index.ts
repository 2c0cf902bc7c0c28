/**
 * The public surface of `payments` for other modules: writes to payment rows go through here, never
 * through `payments/*.repo.ts` (the no-other-modules-repo rule in scripts/boundaries/rules.cjs).
 */
export { lockPayment } from './payments.repo.js';
