// `npm test -w tests`: the end-to-end project in one Vitest process and the rules and functions
// projects in another, at the same time. Each Vitest process runs its files one by one (they share
// a stack), and a single process would also run the projects one after the other; most of their
// time is spent waiting on emulators and the browser, so two processes halve the wall time on a
// 2-core machine. Their stacks use separate ports. Output lines are prefixed with the group name.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const groups = [
  { name: 'e2e', args: ['--project', 'e2e'] },
  { name: 'rules+functions', args: ['--project', 'rules', '--project', 'functions'] },
];
const extra = process.argv.slice(2);

function run({ name, args }) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...args, ...extra], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
    child.on('close', (code) => resolve({ name, code: code ?? 1 }));
  });
}

const results = await Promise.all(groups.map(run));
for (const { name, code } of results)
  console.log(`[${name}] ${code === 0 ? 'OK' : `ÉCHEC (code ${code})`}`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
