import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * GeoNames' cities of 15,000 people or more (CC BY 4.0), written by gazetteer/build-gazetteer.ts. From
 * source this is src/platform/db/gazetteer/; in the bundle, dist/gazetteer/ (copied by build.mjs).
 */
export const GAZETTEER_FILE = path.resolve(import.meta.dirname, 'gazetteer', 'cities15000.tsv.gz');

/** The file's header line, one tab-separated column each; an empty `region` is null. */
export const GAZETTEER_COLUMNS = [
  'id',
  'name',
  'ascii_name',
  'country_code',
  'region',
  'latitude',
  'longitude',
  'population',
] as const;

export interface GazetteerCity {
  id: number;
  name: string;
  asciiName: string;
  countryCode: string;
  region: string | null;
  latitude: number;
  longitude: number;
  population: number;
}

/** Letters NFD does not take apart into a base letter and a mark. */
const UNDECOMPOSED: Record<string, string> = {
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  þ: 'th',
  ð: 'd',
  Ð: 'D',
  ə: 'a',
  Ə: 'A',
};

/**
 * A name in Latin letters without accents, as a member types it on a phone keyboard: "Hyderābād" ->
 * "Hyderabad", "Mazār-e Sharīf" -> "Mazar-e Sharif"; the transliteration's ayn and hamza marks go.
 */
export function asciiFold(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øØłŁđĐħıßæÆœŒþðÐəƏ]/g, (ch) => UNDECOMPOSED[ch] ?? ch)
    .replace(/[‘’ʻʼʿʾ`´]/g, '')
    .normalize('NFC');
}

export interface GazetteerData {
  /** The file's SHA-256: a different file loads again. */
  version: string;
  cities: GazetteerCity[];
}

/** The file's version alone, without reading its rows (every start asks). */
export function gazetteerVersion(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function readGazetteerBytes(file = GAZETTEER_FILE): Buffer {
  return fs.readFileSync(file);
}

/** The rows of the file's bytes; a header other than GAZETTEER_COLUMNS is refused. */
export function parseGazetteer(bytes: Buffer): GazetteerData {
  const lines = zlib.gunzipSync(bytes).toString('utf8').split('\n');
  if (lines[0] !== GAZETTEER_COLUMNS.join('\t')) throw new Error('the gazetteer file does not start with its columns');
  const cities: GazetteerCity[] = [];
  for (const line of lines.slice(1)) {
    if (!line) continue;
    const [id, name, asciiName, countryCode, region, latitude, longitude, population] = line.split('\t');
    cities.push({
      id: Number(id),
      name: name ?? '',
      asciiName: asciiName ?? '',
      countryCode: countryCode ?? '',
      region: region ? region : null,
      latitude: Number(latitude),
      longitude: Number(longitude),
      population: Number(population),
    });
  }
  return { version: gazetteerVersion(bytes), cities };
}
