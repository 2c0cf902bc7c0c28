/**
 * The countries a partner preference can name: the ISO 3166 alpha-2 codes the city gazetteer has a
 * city in (apps/server/src/platform/db/gazetteer/cities15000.tsv.gz), which are the ones the server
 * accepts (`PARTNER_MESSAGES.unknownCountry`; docs/decisions/0064-finding-the-right-person.md "Where
 * people are"). Named in the reader's language by the browser (Intl.DisplayNames).
 */
const GAZETTEER_COUNTRIES =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC ' +
  'CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA ' +
  'GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HN HR HT HU ID IE IL IM IN IQ IR IS IT JE JM JO JP KE ' +
  'KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS ' +
  'MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TL TM TN TO TR TT TV ' +
  'TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW';

/** The countries of the spec's own regions (contracts options.ts `REGIONS`), offered first. */
const FIRST = ['IN', 'PK', 'BD', 'LK', 'AE', 'SA', 'QA', 'KW', 'OM', 'BH', 'GB', 'US', 'CA', 'AU', 'NZ'];

export const COUNTRY_CODES: readonly string[] = GAZETTEER_COUNTRIES.split(' ');

/** `{ value, label }` for a country picker: the spec's regions' countries first, then the rest by name in the reader's language. */
export function countryOptions(countryName: (code: string) => string, collatorTag: string) {
  const collator = new Intl.Collator(collatorTag);
  const option = (code: string) => ({ value: code, label: countryName(code) });
  const rest = COUNTRY_CODES.filter((code) => !FIRST.includes(code))
    .map(option)
    .sort((a, b) => collator.compare(a.label, b.label));
  return { first: FIRST.map(option), rest };
}
