// Runs shell commands at the same time and fails if any fails; each output line is prefixed with
// the command's label. `npm test` uses it for lint ∥ typecheck (both single-threaded: two cores
// finish them in the time of the longer one) and `npm test -w tests` for the integration suites:
// e2e + rules in one Vitest process, functions in the other (a single process would run the
// projects one after the other; most of their time is spent waiting on emulators and the browser,
// and their stacks use separate ports). The rules (about 45 s) go with e2e because functions is
// the longer suite: on 2026-11-28 e2e took 757 s, rules + functions 958 s.
//   node tests/scripts/run-parallel.mjs lint="npm run lint" typecheck="npm run typecheck"
// When a job fails, the lines that name a failure are printed again at the very end: a CI log is
// often read from its tail, and the interleaved output of two suites buries them.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

const jobs = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf('=');
  return at > 0
    ? { name: arg.slice(0, at), command: arg.slice(at + 1) }
    : { name: arg, command: arg };
});

// Vitest's « FAIL » and « × » lines, assertion messages, ESLint and tsc errors, Prettier's files.
const FAILURE_LINE =
  /\bFAIL\b|[×✗]|Error:|error TS\d+|\d+:\d+\s+error\b|expected .* (to|not)|^\[warn\] /;
const DIGEST_LIMIT = 60;

function run({ name, command }) {
  return new Promise((resolve) => {
    const failures = [];
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        console.log(`[${name}] ${line}`);
        // Colour codes make the pattern miss and the digest unreadable in a plain log.
        const text = stripVTControlCharacters(line);
        if (FAILURE_LINE.test(text) && failures.length < DIGEST_LIMIT) failures.push(text.trim());
      });
    }
    child.on('close', (code) => resolve({ name, code: code ?? 1, failures }));
  });
}

const results = await Promise.all(jobs.map(run));
for (const { name, code, failures } of results) {
  if (code === 0 || failures.length === 0) continue;
  console.log(`[${name}] — ce qui a échoué (${failures.length} lignes) —`);
  for (const line of failures) console.log(`[${name}] ${line}`);
}
for (const { name, code } of results)
  console.log(`[${name}] ${code === 0 ? 'OK' : `ÉCHEC (code ${code})`}`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
