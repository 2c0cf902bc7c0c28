/** The public surface of `picks` for other modules: the morning run's two jobs (modules/jobs). */
export { makeDailyPicks, PICKS_BATCH_SIZE, planDailyPicks } from './picks-run.js';
