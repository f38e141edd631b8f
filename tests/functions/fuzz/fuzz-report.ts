// What the fuzz actually exercised, per callable and role: how many cases of each kind, how many
// valid ones got past access and the contract into the handler, and what came back. Printed at
// the end of the run and written to reports/fuzz.md, so that quoted figures are measured ones.
import { mkdir, writeFile } from 'node:fs/promises';

export type CaseKind = 'valid' | 'near-valid' | 'garbage' | 'regression';

type Tally = {
  cases: number;
  valid: number;
  reached: number;
  accepted: number;
  codes: Record<string, number>;
};

const ROOT = new URL('../../../', import.meta.url).pathname;
const tallies = new Map<string, Tally>();
const generator = new Map<string, number>();
const started = Date.now();

const tallyOf = (callable: string, role: string): Tally => {
  const key = `${callable}\t${role}`;
  let tally = tallies.get(key);
  if (!tally)
    tallies.set(key, (tally = { cases: 0, valid: 0, reached: 0, accepted: 0, codes: {} }));
  return tally;
};

export function record(
  callable: string,
  role: string,
  kind: CaseKind,
  outcome: { ok: boolean; code?: string; reached: boolean },
): void {
  const tally = tallyOf(callable, role);
  tally.cases += 1;
  const code = outcome.ok ? 'ok' : (outcome.code ?? '?');
  tally.codes[code] = (tally.codes[code] ?? 0) + 1;
  if (kind !== 'valid') return;
  tally.valid += 1;
  if (outcome.reached) tally.reached += 1;
  if (outcome.ok) tally.accepted += 1;
}

/** Share of the schema's raw candidates the contract accepted (before the contract filter). */
export const recordGenerator = (callable: string, share: number) => generator.set(callable, share);

/** Valid cases of this callable and role that reached the handler, as a share (0 when none). */
export function reachedShare(callable: string, role: string): number {
  const tally = tallyOf(callable, role);
  return tally.valid === 0 ? 0 : tally.reached / tally.valid;
}

const pct = (part: number, whole: number) =>
  whole === 0 ? '–' : `${Math.round((100 * part) / whole)} %`;

export async function writeReport(): Promise<string> {
  const rows = [...tallies.entries()].sort(([a], [b]) => a.localeCompare(b));
  const lines = rows.map(([key, t]) => {
    const [callable, role] = key.split('\t') as [string, string];
    const codes = Object.entries(t.codes)
      .sort(([, a], [, b]) => b - a)
      .map(([code, n]) => `${code} ${n}`)
      .join(', ');
    const raw = generator.get(callable);
    return `| ${callable} | ${role} | ${t.cases} | ${t.valid} | ${raw === undefined ? '–' : `${Math.round(raw * 100)} %`} | ${pct(t.reached, t.valid)} | ${pct(t.accepted, t.valid)} | ${codes} |`;
  });
  const total = rows.reduce((sum, [, t]) => sum + t.cases, 0);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const text = [
    '# Fuzzed callables',
    '',
    `Written by tests/functions/fuzz/callables.test.ts on ${new Date().toISOString()}: ${total} cases in ${minutes} min.`,
    '"raw" is the share of schema-drawn candidates the contract accepts before the contract filter;',
    '"reached" the share of valid cases that got past access and validation into the handler;',
    '"accepted" the share of valid cases the handler answered with a result.',
    '',
    '| callable | role | cases | valid | raw | reached | accepted | outcomes |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lines,
    '',
  ].join('\n');
  await mkdir(`${ROOT}reports`, { recursive: true });
  await writeFile(`${ROOT}reports/fuzz.md`, text);
  return text;
}
