import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { inject } from 'vitest';
import { databaseOverride } from './global-setup.js';
import { adminQuery } from './test-app.js';

export interface EmptyDatabase {
  /** Connection settings for the new database. */
  connection: pg.PoolConfig;
  /** The same as a postgres:// URL, for DATABASE_URL of an app process. */
  url: string;
  drop(): Promise<void>;
}

/** The URL form of node-postgres settings; a Unix socket folder travels as `?host=`. */
function connectionUrl(connection: pg.PoolConfig): string {
  if (connection.connectionString) return connection.connectionString;
  const url = new URL('postgres://localhost');
  url.username = encodeURIComponent(connection.user ?? '');
  url.password = encodeURIComponent(String(connection.password ?? ''));
  url.pathname = `/${connection.database ?? ''}`;
  const host = connection.host ?? 'localhost';
  if (host.startsWith('/')) url.searchParams.set('host', host);
  else url.hostname = host;
  if (connection.port) url.port = String(connection.port);
  return url.toString();
}

/** A database with nothing in it (not cloned from the migrated template), on the API suite's server. */
export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const { connection, template } = inject('testDb');
  const name = `mithaq_t_${template.replace('mithaq_tpl_', '')}_empty_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${name}"`);
  const own = { ...connection, ...databaseOverride(connection, name) };
  return {
    connection: own,
    url: connectionUrl(own),
    drop: () => adminQuery(`drop database if exists "${name}" with (force)`),
  };
}
