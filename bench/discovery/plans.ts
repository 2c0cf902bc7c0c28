/**
 * EXPLAIN (ANALYZE, BUFFERS) of the discovery statements a request sent (recorded from the app), and
 * how many rows of `members` each plan visited: a plan must never read the whole table.
 */
import type pg from 'pg';
import type { RecordedStatement } from '../load/server.child.js';

/**
 * The statements that search members (findCandidates, findAtPoint, findMatchPool: they carry the blocks array;
 * rankMembers: a list of ids; the stored My matches pool read), not the session, the viewer's own row
 * or the photos.
 */
export function discoveryStatements(statements: readonly RecordedStatement[]): RecordedStatement[] {
  return statements.filter(
    (s) =>
      /from "match_pools"/.test(s.text) ||
      (/from "members"/.test(s.text) && (/"blocks"/.test(s.text) || /= any\(\$\d+::uuid\[\]\)/.test(s.text))),
  );
}

/** What a statement is, from its text: which repository function sent it. */
export function statementKind(s: RecordedStatement): string {
  if (/from "match_pools"/.test(s.text)) return 'the stored pool (its members still listed)';
  if (/= any\(\$\d+::uuid\[\]\)/.test(s.text) && !/"blocks"/.test(s.text)) return 'rankMembers (the pool ranked)';
  if (/"latitude" = \$\d+::float8/.test(s.text)) return 'findAtPoint (the members at the centre, by id)';
  if (!/json_build_array/.test(s.text)) return 'findMatchPool (the pool with its widening levels)';
  if (/point\(/.test(s.text) && /<@ box/.test(s.text)) return 'findCandidates within a box';
  return 'findCandidates';
}

export interface PlanFigures {
  /** Rows of `members` the plan's scans produced or filtered out, every loop counted. */
  membersRowsVisited: number;
  seqScanOnMembers: boolean;
  executionMs: number;
  sharedHit: number;
  sharedRead: number;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

function visit(node: PlanNode, figures: PlanFigures) {
  if (node['Relation Name'] === 'members') {
    const loops = node['Actual Loops'] ?? 1;
    figures.membersRowsVisited +=
      ((node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)) *
      loops;
    if (node['Node Type'] === 'Seq Scan') figures.seqScanOnMembers = true;
  }
  for (const child of node.Plans ?? []) visit(child, figures);
}

export async function planFigures(pool: pg.Pool, s: RecordedStatement): Promise<PlanFigures> {
  const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
    `explain (analyze, buffers, format json) ${s.text}`,
    s.values,
  );
  const [root] = rows[0]?.['QUERY PLAN'] ?? [];
  if (!root) throw new Error('no plan');
  const figures: PlanFigures = {
    membersRowsVisited: 0,
    seqScanOnMembers: false,
    executionMs: root['Execution Time'],
    sharedHit: root.Plan['Shared Hit Blocks'] ?? 0,
    sharedRead: root.Plan['Shared Read Blocks'] ?? 0,
  };
  visit(root.Plan, figures);
  return figures;
}

export async function planText(pool: pg.Pool, s: RecordedStatement): Promise<string[]> {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers, costs off) ${s.text}`,
    s.values,
  );
  return rows.map((r) => r['QUERY PLAN']);
}

/** Over every viewer of a shape, statement by statement: the largest figures and the text of the slowest. */
export interface ShapePlan {
  kind: string;
  statement: RecordedStatement;
  worst: PlanFigures;
  medianMs: number;
  text: string[];
}

export async function shapePlans(pool: pg.Pool, recordings: readonly RecordedStatement[][]): Promise<ShapePlan[]> {
  const perViewer = recordings.map(discoveryStatements);
  const count = Math.max(0, ...perViewer.map((list) => list.length));
  const plans: ShapePlan[] = [];
  for (let i = 0; i < count; i++) {
    const measured: { s: RecordedStatement; f: PlanFigures }[] = [];
    for (const list of perViewer) {
      const s = list[i];
      if (s) measured.push({ s, f: await planFigures(pool, s) });
    }
    measured.sort((a, b) => a.f.executionMs - b.f.executionMs);
    const slowest = measured.at(-1);
    if (!slowest) continue;
    plans.push({
      kind: statementKind(slowest.s),
      statement: slowest.s,
      worst: {
        membersRowsVisited: Math.max(...measured.map((m) => m.f.membersRowsVisited)),
        seqScanOnMembers: measured.some((m) => m.f.seqScanOnMembers),
        executionMs: slowest.f.executionMs,
        sharedHit: Math.max(...measured.map((m) => m.f.sharedHit)),
        sharedRead: Math.max(...measured.map((m) => m.f.sharedRead)),
      },
      medianMs: measured[Math.floor(measured.length / 2)]?.f.executionMs ?? Number.NaN,
      text: await planText(pool, slowest.s),
    });
  }
  return plans;
}
