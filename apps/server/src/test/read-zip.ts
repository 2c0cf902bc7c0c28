import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

const open = promisify<Buffer, yauzl.Options, ZipFile>(yauzl.fromBuffer);

/** Reads every file of a ZIP with yauzl (an independent reader; sizes are checked, CRC-32s are not). */
export async function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await open(zip, { lazyEntries: true, validateEntrySizes: true });
  const files = new Map<string, Buffer>();
  const openEntry = promisify<Entry, Readable>(archive.openReadStream.bind(archive));
  await new Promise<void>((resolve, reject) => {
    archive.on('entry', (entry: Entry) => {
      openEntry(entry)
        .then(buffer)
        .then((data) => files.set(entry.fileName, data))
        .then(() => archive.readEntry(), reject);
    });
    archive.on('end', resolve).on('error', reject);
    archive.readEntry();
  });
  return files;
}

/** The file names Python's zipfile (a second independent reader) lists, after it has checked every CRC-32. */
export function zipfileNames(zip: Buffer): string[] {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mq-zip-')), 'export.zip');
  fs.writeFileSync(file, zip);
  const script =
    'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(",".join(z.namelist()))';
  return execFileSync('python3', ['-c', script, file]).toString().trim().split(',');
}
