/**
 * The numbers the speed goals ask for, read from Lighthouse results, and the targets they are held to
 * (docs/decisions/0015-speed-on-a-phone.md, docs/decisions/0039-signed-in-pages-speed.md).
 */
import type { Result } from 'lighthouse';

export interface PageScore {
  path: string;
  signedIn: boolean;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsTransferBytes: number;
  /** Weight 0: Lighthouse reports it but it does not lower the score. */
  failingAccessibility: { id: string; title: string; isScored: boolean; selectors: string[] }[];
  /** Lighthouse's own CPU benchmark of this machine at the time: low means a busy (shared) machine. */
  benchmarkIndex: number;
  warnings: string[];
}

const categoryScore = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

function scriptTransferBytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  return (details?.items ?? [])
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
}

function failingAccessibilityAudits(lhr: Result): PageScore['failingAccessibility'] {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs.flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (audit?.scoreDisplayMode !== 'binary' || audit.score !== 0) return [];
    const items = (audit.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
    return [
      {
        id: audit.id,
        title: audit.title,
        isScored: ref.weight > 0,
        selectors: items.map((i) => i.node?.selector ?? '').filter(Boolean),
      },
    ];
  });
}

export function scorePage(path: string, signedIn: boolean, lhr: Result): PageScore {
  return {
    path,
    signedIn,
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    jsTransferBytes: scriptTransferBytes(lhr),
    failingAccessibility: failingAccessibilityAudits(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings.map(String),
  };
}

/**
 * Public pages: LCP < 1.5 s (docs/decisions/0015-speed-on-a-phone.md). Signed-in pages (LCP < 2.0 s, as they wait
 * for the member and their data), and no layout shift as their data fills in (CLS < 0.05):
 * docs/decisions/0039-signed-in-pages-speed.md.
 */
export const TARGETS = {
  performance: 95,
  accessibility: 100,
  publicLcpMs: 1500,
  signedInLcpMs: 2000,
  signedInCls: 0.05,
};

export function missedTargets(score: PageScore): string[] {
  const missed: string[] = [];
  if (score.performance < TARGETS.performance) missed.push(`performance ${score.performance} < ${TARGETS.performance}`);
  if (score.accessibility < TARGETS.accessibility) {
    missed.push(`accessibility ${score.accessibility} < ${TARGETS.accessibility}`);
  }
  const maxLcp = score.signedIn ? TARGETS.signedInLcpMs : TARGETS.publicLcpMs;
  if (!(score.lcpMs < maxLcp)) missed.push(`LCP ${Math.round(score.lcpMs)} ms >= ${maxLcp} ms`);
  if (score.signedIn && !(score.cls < TARGETS.signedInCls)) {
    missed.push(`CLS ${score.cls.toFixed(3)} >= ${TARGETS.signedInCls}`);
  }
  return missed;
}

const ms = (v: number) => `${Math.round(v)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function printTable(scores: PageScore[]): void {
  console.table(
    scores.map((s) => ({
      page: s.path,
      performance: s.performance,
      accessibility: s.accessibility,
      FCP: ms(s.fcpMs),
      LCP: ms(s.lcpMs),
      TBT: ms(s.tbtMs),
      CLS: s.cls.toFixed(3),
      'JS transfer': kb(s.jsTransferBytes),
      'CPU index': Math.round(s.benchmarkIndex),
    })),
  );
  for (const s of scores) {
    for (const w of s.warnings) console.log(`${s.path}: Lighthouse warning: ${w}`);
    for (const a of s.failingAccessibility) {
      const scored = a.isScored ? '' : ', not scored';
      console.log(`${s.path}: accessibility audit "${a.id}" fails (${a.title}${scored})`);
      for (const selector of a.selectors) console.log(`    ${selector}`);
    }
  }
}
