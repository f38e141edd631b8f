// The Content-Security-Policy of firebase.json, generated from the production configuration: the
// project's own database, functions and Auth endpoints instead of wildcards over every Firebase
// project. `npm run csp -w web` writes it; Hosting's predeploy runs `npm run csp -w web -- --check`,
// which fails when firebase.json does not match the configuration being deployed
// (docs/security-model.md explains each source).
import { REGION } from '@fohzshop/shared/constants';

export type ProductionConfig = { projectId: string; databaseURL: string };

/** The database host named by its URL (https://<ns>.<region>.firebasedatabase.app). */
function databaseHost(databaseURL: string): string {
  const url = new URL(databaseURL);
  if (url.protocol !== 'https:') throw new Error(`URL de la base invalide : ${databaseURL}`);
  return url.host;
}

/**
 * The one wildcard left: the database's handshake may move the WebSocket to a server of the same
 * region (`s-….<region>.firebasedatabase.app`, cached by the SDK), whose name is not known in
 * advance. It stays within the region's database domain, over wss only.
 */
function databaseShards(host: string): string {
  const domain = host.split('.').slice(1).join('.');
  return `wss://*.${domain}`;
}

/** Sources allowed in connect-src: this project's endpoints and the post-consent analytics. */
export function connectSources({ projectId, databaseURL }: ProductionConfig): string[] {
  const database = databaseHost(databaseURL);
  return [
    "'self'",
    `https://${database}`,
    `wss://${database}`,
    databaseShards(database),
    `https://${REGION}-${projectId}.cloudfunctions.net`,
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://content-firebaseappcheck.googleapis.com',
    // Product photo uploads from the Hyperviseur (Cloud Storage, docs/images.md).
    'https://firebasestorage.googleapis.com',
    'https://www.google.com/recaptcha/',
    // Analytics, only after consent (web/src/lib/firebase/analytics.ts).
    'https://firebaseinstallations.googleapis.com',
    'https://firebase.googleapis.com',
    'https://www.google-analytics.com',
    'https://region1.google-analytics.com',
    'https://region1.analytics.google.com',
    'https://www.googletagmanager.com/gtag/js',
  ];
}

/**
 * Scripts: ours, the inline ones by hash (checked by the build, web/scripts/storefront-bundle.ts), gtag.js after consent (the
 * Analytics SDK loads it; this exact path, not the tag manager's containers) and reCAPTCHA
 * Enterprise for App Check. No database host: the SDK is forced onto WebSockets, so its
 * long-polling fallback (scripts served by the database) is never used.
 */
export function buildCsp(config: ProductionConfig, hashes: readonly string[]): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...hashes,
        'https://www.googletagmanager.com/gtag/js',
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', connectSources(config)],
    ['frame-src', ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The inline-script hashes a CSP allows, kept when the policy is generated again. */
export const scriptHashesOf = (csp: string): string[] =>
  (/(?:^|;)\s*script-src\s+([^;]*)/.exec(csp)?.[1] ?? '')
    .split(/\s+/)
    .filter((source) => source.startsWith("'sha256-"));
