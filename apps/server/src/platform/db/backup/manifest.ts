/** What a backup archive holds besides the cluster's files under `pg/`. */
export const BACKUP_FORMAT = 'mithaq-backup-1';
export const MANIFEST_FILE = 'mithaq-backup.json';
/** The embedded cluster's own password (DATA_DIR/pg-password): the restored cluster expects it. */
export const PASSWORD_FILE = 'pg-password';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  postgresVersion: string;
  startLsn: string;
  stopLsn: string;
}
