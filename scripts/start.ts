// `npm start` (built SPA on Hosting) and `npm run dev` (Vite HMR): the whole shop on this machine.
// Flags: --dev, --reset (wipe .data first), --no-seed, --demo-size N (large generated data set).
import { parseArgs } from 'node:util';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './seed/demo-users';
import { MAX_DEMO_SIZE } from './seed/large/index';
import { startStack, type Stack } from './stack/start-stack';

const { values } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    'no-seed': { type: 'boolean', default: false },
    'demo-size': { type: 'string' },
  },
});

const fr = (n: number) => n.toLocaleString('fr-FR');
const demoSizeText = values['demo-size'];
const demoSize = demoSizeText === undefined ? undefined : Number(demoSizeText);
if (
  demoSize !== undefined &&
  (!Number.isInteger(demoSize) || demoSize < 1 || demoSize > MAX_DEMO_SIZE || values['no-seed'])
) {
  console.error(
    values['no-seed']
      ? '✖ --demo-size complète la démo : il ne se combine pas avec --no-seed.'
      : `✖ --demo-size attend un nombre de produits entre 1 et ${fr(MAX_DEMO_SIZE)} (reçu : « ${demoSizeText} »).`,
  );
  process.exit(1);
}

const startedAt = Date.now();
let stack: Stack | undefined;
let stopping = false;

async function shutdown(reason: string, code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n» ${reason} : arrêt en cours (les données sont conservées dans .data/)…`);
  await stack?.stop();
  console.log('» Tout est arrêté.');
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown(signal, 0));
}

try {
  stack = await startStack({
    web: values.dev ? { mode: 'dev' } : { mode: 'build' },
    seed: !values['no-seed'],
    demoSize,
    demoPhotos: true,
    reset: values.reset,
  });
} catch (error) {
  console.error(
    `\n✖ Démarrage impossible : ${error instanceof Error ? error.message : String(error)}`,
  );
  console.error('  Voir la section « Dépannage » du README.');
  process.exit(1);
}

// The large demo is written by startStack before the pages are served (scripts/stack/start-stack.ts).
let largeDemo = '';
if (!stopping && demoSize !== undefined && stack) {
  const added = stack.report.largeDemo;
  largeDemo = added
    ? `  Démo étendue : ${fr(added.products)} produits, ${fr(added.customers)} clients et ${fr(added.orders)} commandes ajoutés en ${(added.ms / 1000).toFixed(1)} s.`
    : `  --demo-size ignoré : la base n'est pas vide (npm start -- --reset --demo-size ${demoSize}).`;
}

if (!stopping) {
  const { urls, report } = stack;
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const lines = [
    '',
    `✔ FōhzShop est prêt en ${seconds} s${report.builds.length ? ` (builds : ${report.builds.join(', ')})` : ''}.`,
    '',
    `  Boutique        ${urls.web ?? '(web non disponible)'}`,
    `  Base de données ${urls.rtdb}  (namespace demo-fohzshop-default-rtdb)`,
    `  Cloud Storage   ${urls.storage}  (bucket demo-fohzshop.appspot.com, storage.rules appliquées)`,
    `  Auth            ${urls.auth}`,
    `  Functions       ${urls.functions ?? '(non démarré)'}`,
    `  Courriels : ${urls.mails}  (boîte de réception locale des e-mails de commande)`,
    `  Google Places   ${urls.places ?? '(non démarré)'}  (stub local des avis Google)`,
    `  Paiements       ${urls.payments ?? '(non démarré)'}  (bac à sable Stripe et Alma, page /paiement-test)`,
    '',
    '  Comptes de démonstration :',
    `    Administrateur  ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}  (menu Hyperviseur)`,
    `    Client          ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
    '',
    report.seeded
      ? '  Données de démonstration chargées dans une base vide.'
      : '  Base existante conservée (npm start -- --reset pour repartir de zéro).',
    ...(largeDemo ? [largeDemo] : []),
    '',
    '  Ctrl+C pour tout arrêter (les données restent dans .data/).',
    '',
  ];
  console.log(lines.join('\n'));
  const name = await stack.unexpectedExit;
  await shutdown(`« ${name} » s'est arrêté de façon inattendue`, 1);
}
