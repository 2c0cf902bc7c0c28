import { REGISTER_MESSAGES } from '@mithaq/contracts/auth';
import type { EditableProfile } from '@mithaq/contracts/profile';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import type { MemberRow } from '../members/member-row.js';
import { findCityById, matchCityName } from '../places/index.js';

export type PlaceColumns = Partial<Pick<MemberRow, 'city' | 'cityId' | 'countryCode' | 'latitude' | 'longitude'>>;

/**
 * Where the member lives, from a save that names a city (docs/decisions/0064-finding-the-right-person.md
 * "Where people are"): a picked `cityId` writes the gazetteer's name, country and coordinates; a typed
 * `city` alone is matched by name, and kept as typed (off the map) when it matches none.
 */
export async function placeChanges(
  ctx: AppContext,
  changes: Partial<Pick<EditableProfile, 'city' | 'cityId'>>,
): Promise<PlaceColumns> {
  if (changes.cityId != null) {
    const city = await findCityById(ctx.db, changes.cityId);
    if (!city) throw new AppError('BAD_REQUEST', REGISTER_MESSAGES.cityFromList);
    return {
      city: city.name,
      cityId: city.id,
      countryCode: city.countryCode,
      latitude: city.latitude,
      longitude: city.longitude,
    };
  }
  if (changes.city === undefined) return changes.cityId === null ? offTheMap() : {};
  const match = await matchCityName(ctx.db, changes.city);
  return match
    ? { cityId: match.id, countryCode: match.countryCode, latitude: match.latitude, longitude: match.longitude }
    : offTheMap();
}

const offTheMap = (): PlaceColumns => ({ cityId: null, countryCode: null, latitude: null, longitude: null });
