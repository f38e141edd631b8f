// npm run csp -w web: writes firebase.json's CSP for the production configuration
// (web/.env.production, as the build reads it). With --check, only compares and fails on a
// difference: Hosting's predeploy runs it, so a deploy never ships another project's endpoints.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import { hostingCsp } from './csp';
import { buildCsp, scriptHashesOf } from './csp-policy';

const WEB_DIR = join(import.meta.dirname, '..');
const FIREBASE_JSON = join(WEB_DIR, '../firebase.json');

const env = loadEnv('production', WEB_DIR, ['VITE_FIREBASE_']);
const projectId = env.VITE_FIREBASE_PROJECT_ID;
const databaseURL = env.VITE_FIREBASE_DATABASE_URL;
if (!projectId || !databaseURL) {
  console.error(
    'web/.env.production : VITE_FIREBASE_PROJECT_ID et VITE_FIREBASE_DATABASE_URL requis.',
  );
  process.exit(1);
}

const text = await readFile(FIREBASE_JSON, 'utf8');
const current = hostingCsp(JSON.parse(text) as Parameters<typeof hostingCsp>[0]);
const wanted = buildCsp({ projectId, databaseURL }, scriptHashesOf(current));
if (process.argv.includes('--check')) {
  if (current !== wanted) {
    console.error(
      `firebase.json : la CSP ne correspond pas au projet ${projectId}. Lancez « npm run csp -w web ».`,
    );
    process.exit(1);
  }
} else {
  // The value only: the rest of firebase.json keeps its formatting.
  await writeFile(FIREBASE_JSON, text.replace(JSON.stringify(current), JSON.stringify(wanted)));
  console.log(`firebase.json : CSP écrite pour ${projectId}.`);
}
