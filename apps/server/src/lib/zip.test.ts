import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createZip, readZip } from './zip.js';

describe('createZip', () => {
  const entries = [
    { name: 'mithaq-data.json', data: Buffer.from(JSON.stringify({ name: 'Aisha', city: 'حيدر آباد' })) },
    { name: 'photos/photo.webp', data: Buffer.from([0, 1, 2, 3, 255, 254]) },
  ];

  it('round-trips its entries', () => {
    const files = readZip(createZip(entries));
    expect([...files.keys()]).toEqual(['mithaq-data.json', 'photos/photo.webp']);
    expect(files.get('photos/photo.webp')).toEqual(entries[1]?.data);
  });

  it("is a ZIP that Python's zipfile (an independent reader) opens with matching checksums", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mq-zip-')), 'export.zip');
    fs.writeFileSync(file, createZip(entries));
    const out = execFileSync('python3', [
      '-c',
      'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print(",".join(z.namelist()))',
      file,
    ]).toString();
    expect(out.trim()).toBe('mithaq-data.json,photos/photo.webp');
  });
});
