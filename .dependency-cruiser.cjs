/** The repository's import rules (scripts/boundaries/rules.cjs), checked by `npm run lint`. */
const { boundaryRules, options } = require('./scripts/boundaries/rules.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = { forbidden: boundaryRules(''), options };
