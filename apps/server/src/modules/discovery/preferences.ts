import { heightToInches } from '@mithaq/contracts/options';
import { mustsWithoutValue, PARTNER_MESSAGES, type Partner, type PartnerInput } from '@mithaq/contracts/partner';
import { EMPTY_PARTNER } from '@mithaq/contracts/partner-criteria';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import type { PartnerPreferences } from '../../platform/db/schema.js';
import { partnerOf } from '../members/member-mapper.js';
import type { MemberRow } from '../members/member-row.js';
import { countryCodesInGazetteer, findCitiesByIds } from '../places/index.js';
import { readRegionText } from './region-text.js';

/** The member columns a save of the partner preferences writes. */
export type PreferenceColumns = Partial<
  Pick<
    MemberRow,
    | 'partnerAgeMin'
    | 'partnerAgeMax'
    | 'partnerAgeNote'
    | 'prefHeightMin'
    | 'prefHeightMax'
    | 'prefMaritalStatuses'
    | 'prefSects'
    | 'prefMadhabs'
    | 'prefCommitments'
    | 'prefPrays'
    | 'prefHijab'
    | 'prefBeard'
    | 'prefMinEducation'
    | 'prefProfessions'
    | 'prefLanguages'
    | 'prefCountries'
    | 'prefCityIds'
    | 'prefWithinKm'
    | 'prefMust'
  >
>;

export interface PreferenceChanges {
  columns: PreferenceColumns;
  /** Keys merged into the `partner` jsonb (family background, the named cities). */
  text: Partial<PartnerPreferences>;
}

const inches = (label: string | null | undefined) => (label === undefined ? undefined : heightToInches(label));

/** The plain keys of a save, as the columns they write; undefined keys are not written. */
function columnsOf(input: Omit<PartnerInput, 'cityIds' | 'regionText'>): PreferenceColumns {
  const age =
    input.ageMin === undefined
      ? {}
      : { partnerAgeMin: input.ageMin, partnerAgeMax: input.ageMax ?? null, partnerAgeNote: null };
  const columns: PreferenceColumns = {
    ...age,
    prefHeightMin: inches(input.heightMin),
    prefHeightMax: inches(input.heightMax),
    prefMaritalStatuses: input.maritalStatus,
    prefSects: input.sect,
    prefMadhabs: input.madhab,
    prefCommitments: input.religiousCommitment,
    prefPrays: input.prays,
    prefHijab: input.hijab,
    prefBeard: input.beard,
    prefMinEducation: input.education,
    prefProfessions: input.profession,
    prefLanguages: input.motherTongue,
    prefCountries: input.countries,
    prefWithinKm: input.withinKm,
    prefMust: input.must,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as PreferenceColumns;
}

/** Countries must be ones the gazetteer has a city in; cities must be in it. */
async function resolvePlaces(ctx: AppContext, input: PartnerInput): Promise<PartnerInput> {
  let resolved = input;
  if (input.regionText !== undefined) {
    const read = await readRegionText(ctx.db, input.regionText);
    if (!read) throw new AppError('BAD_REQUEST', PARTNER_MESSAGES.unreadableRegion);
    const places = read === 'any' ? { countries: [], cityIds: [] } : read;
    resolved = { ...resolved, ...places, withinKm: null };
  }
  if (resolved.countries?.length) {
    const known = await countryCodesInGazetteer(ctx.db);
    if (resolved.countries.some((code) => !known.has(code))) {
      throw new AppError('BAD_REQUEST', PARTNER_MESSAGES.unknownCountry);
    }
  }
  return resolved;
}

/**
 * A save of the partner preferences as the column changes it makes, with its places checked against
 * the gazetteer and its musts against the preferences as they stand after it. `row` is the member as
 * saved before.
 */
export async function preferenceChanges(
  ctx: AppContext,
  row: MemberRow,
  input: PartnerInput | undefined,
): Promise<PreferenceChanges> {
  if (!input || Object.keys(input).length === 0) return { columns: {}, text: {} };
  const resolved = await resolvePlaces(ctx, input);
  const { cityIds, regionText: _regionText, familyBackground, ...plain } = resolved;
  const columns = columnsOf(plain);
  const text: Partial<PartnerPreferences> = {};
  if (familyBackground !== undefined) text.familyBackground = familyBackground;
  if (cityIds !== undefined) {
    const cities = await findCitiesByIds(ctx.db, cityIds);
    if (cities.length !== cityIds.length) throw new AppError('BAD_REQUEST', PARTNER_MESSAGES.unknownCity);
    columns.prefCityIds = cityIds;
    text.cities = cities.map(({ id, name, countryCode }) => ({ id, name, countryCode }));
  }
  const after = applied(partnerOf(row), resolved, text);
  if (row.latitude === null && resolved.withinKm != null) {
    throw new AppError('BAD_REQUEST', PARTNER_MESSAGES.distanceWithoutCity);
  }
  const unset = mustsWithoutValue(after);
  // Musts sent with this save must each have a value; a value cleared without sending the musts
  // takes its must with it.
  if (unset.length && resolved.must !== undefined) throw new AppError('BAD_REQUEST', PARTNER_MESSAGES.mustWithoutValue);
  if (unset.length) columns.prefMust = after.must.filter((criterion) => !unset.includes(criterion));
  return { columns, text };
}

/** The preferences as they will read once the save is applied (to check its musts). */
function applied(before: Partner, input: PartnerInput, text: Partial<PartnerPreferences>): Partner {
  const { cityIds: _c, regionText: _r, ...plain } = input;
  const defined = Object.fromEntries(Object.entries(plain).filter(([, v]) => v !== undefined));
  return { ...EMPTY_PARTNER, ...before, ...defined, ...(text.cities ? { cities: text.cities } : {}) } as Partner;
}
