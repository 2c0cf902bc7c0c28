import { type SQL, sql } from 'drizzle-orm';
import { members } from '../../platform/db/schema.js';

const KM_PER_DEGREE = 111.195;

/**
 * Members whose city lies in a box around a point wide enough to hold every place within `km` of it,
 * on the GiST index of point(longitude, latitude) (docs/decisions/0064-finding-the-right-person.md
 * "Distance"). The box is only a first cut; the great-circle distance decides. A box that crosses the
 * antimeridian is two boxes; near a pole it spans every longitude.
 */
export function withinBox(center: { latitude: number; longitude: number }, km: number): SQL {
  const dLat = km / KM_PER_DEGREE;
  const south = Math.max(-90, center.latitude - dLat);
  const north = Math.min(90, center.latitude + dLat);
  const nearestPoleLatitude = Math.min(90, Math.abs(center.latitude) + dLat);
  const cosLat = Math.cos((nearestPoleLatitude * Math.PI) / 180);
  const dLon = cosLat < 1e-9 ? 360 : km / (KM_PER_DEGREE * cosLat);
  const point = sql`point(${members.longitude}, ${members.latitude})`;
  const box = (west: number, east: number) =>
    sql`${point} <@ box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8))`;
  if (north >= 90 || south <= -90 || dLon >= 180) return box(-180, 180);
  const west = center.longitude - dLon;
  const east = center.longitude + dLon;
  if (west < -180) return sql`(${box(west + 360, 180)} or ${box(-180, east)})`;
  if (east > 180) return sql`(${box(west, 180)} or ${box(-180, east - 360)})`;
  return box(west, east);
}
