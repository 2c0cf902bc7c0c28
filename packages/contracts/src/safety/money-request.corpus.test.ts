import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectMoneyRequest } from './money-request.js';

/** Every corpus/*.json file is one language group: `{ "benign": [...], "scam": [...] }`. See corpus/README.md. */
interface Corpus {
  benign: string[];
  scam: string[];
}

const MIN_RECALL = 0.9;
const MAX_FALSE_FLAGS = 0.02;
const MIN_GROUP_RECALL = 0.85;
const MAX_GROUP_FALSE_FLAGS = 0.03;
const MIN_BENIGN = 300;
const MIN_SCAM = 150;
const MIN_GROUP_BENIGN = 60;
const MIN_GROUP_SCAM = 30;

const corpusDir = new URL('./corpus/', import.meta.url);

function readGroups(): Map<string, Corpus> {
  const files = fs.readdirSync(corpusDir).filter((file) => file.endsWith('.json'));
  return new Map(
    files
      .sort()
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(new URL(file, corpusDir), 'utf8'))]),
  );
}

interface Score {
  group: string;
  scams: number;
  benign: number;
  /** Scam lines that were not flagged. */
  missed: string[];
  /** Benign lines that were flagged, with the signals that fired. */
  falseFlags: string[];
}

function score(group: string, { benign, scam }: Corpus): Score {
  const missed = scam.filter((line) => !detectMoneyRequest(line).flagged);
  const falseFlags = benign.flatMap((line) => {
    const { signals } = detectMoneyRequest(line);
    return signals.length > 0 ? [`${line}  [${signals.join(', ')}]`] : [];
  });
  return { group, scams: scam.length, benign: benign.length, missed, falseFlags };
}

const recall = (s: Score) => (s.scams - s.missed.length) / s.scams;
const falseFlagRate = (s: Score) => s.falseFlags.length / s.benign;
const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

function total(scores: Score[]): Score {
  return {
    group: 'all',
    scams: scores.reduce((sum, s) => sum + s.scams, 0),
    benign: scores.reduce((sum, s) => sum + s.benign, 0),
    missed: scores.flatMap((s) => s.missed.map((line) => `(${s.group}) ${line}`)),
    falseFlags: scores.flatMap((s) => s.falseFlags.map((line) => `(${s.group}) ${line}`)),
  };
}

/** What a maintainer needs to see when a threshold fails. */
function misclassified(s: Score): string {
  const list = (title: string, lines: string[]) => (lines.length ? [`${title}:`, ...lines.map((l) => `  ${l}`)] : []);
  return [
    `${s.group}: recall ${percent(recall(s))}, false flags ${percent(falseFlagRate(s))}`,
    ...list('scam lines not flagged', s.missed),
    ...list('benign lines flagged', s.falseFlags),
  ].join('\n');
}

const groups = readGroups();
const scores = [...groups].map(([group, corpus]) => score(group, corpus));
const overall = total(scores);

describe('detectMoneyRequest on the labelled corpus', () => {
  beforeAll(() => {
    console.table(
      [...scores, overall].map((s) => ({
        group: s.group,
        scam: s.scams,
        recall: percent(recall(s)),
        benign: s.benign,
        'false flags': `${percent(falseFlagRate(s))} (${s.falseFlags.length})`,
      })),
    );
  });

  it('is large enough to measure', () => {
    expect(overall.benign).toBeGreaterThanOrEqual(MIN_BENIGN);
    expect(overall.scams).toBeGreaterThanOrEqual(MIN_SCAM);
    for (const s of scores) {
      expect(s.benign, s.group).toBeGreaterThanOrEqual(MIN_GROUP_BENIGN);
      expect(s.scams, s.group).toBeGreaterThanOrEqual(MIN_GROUP_SCAM);
    }
  });

  it('holds each line once, in one label', () => {
    const lines = [...groups.values()].flatMap(({ benign, scam }) => [...benign, ...scam]);
    const repeated = lines.filter((line, index) => lines.indexOf(line) !== index);
    expect(repeated).toEqual([]);
  });

  it(`flags at least ${percent(MIN_RECALL)} of scams and at most ${percent(MAX_FALSE_FLAGS)} of benign lines`, () => {
    expect(recall(overall), misclassified(overall)).toBeGreaterThanOrEqual(MIN_RECALL);
    expect(falseFlagRate(overall), misclassified(overall)).toBeLessThanOrEqual(MAX_FALSE_FLAGS);
  });

  it.each(scores.map((s) => [s.group, s]))(
    `does not neglect %s (recall ≥ ${percent(MIN_GROUP_RECALL)}, false flags ≤ ${percent(MAX_GROUP_FALSE_FLAGS)})`,
    (_, s) => {
      expect(recall(s), misclassified(s)).toBeGreaterThanOrEqual(MIN_GROUP_RECALL);
      expect(falseFlagRate(s), misclassified(s)).toBeLessThanOrEqual(MAX_GROUP_FALSE_FLAGS);
    },
  );
});
