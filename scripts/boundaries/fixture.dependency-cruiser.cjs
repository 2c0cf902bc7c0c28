/** The same rules over the fixture's tree (scripts/boundaries/fixture), where every rule must fire. */
const { boundaryRules, options } = require('./rules.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = { forbidden: boundaryRules('scripts/boundaries/fixture/'), options };
