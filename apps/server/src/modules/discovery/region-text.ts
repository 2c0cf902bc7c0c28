import { type Parsed, readRegionText as readRegion } from '@mithaq/contracts/legacy-partner';
import type { Db } from '../../platform/db/client.js';
import { countryCodesInGazetteer, matchCityName } from '../places/index.js';

/** The spec's `partner.region` text read against the gazetteer (contracts legacy-partner.ts `readRegionText`). */
export async function readRegionText(
  db: Db,
  text: string,
): Promise<Parsed<{ countries: string[]; cityIds: number[] }>> {
  const countryCodes = await countryCodesInGazetteer(db);
  return readRegion(text, { countryCodes, cityByName: async (name) => (await matchCityName(db, name))?.id ?? null });
}
