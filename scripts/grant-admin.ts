// `npm run grant-admin -- <email>`: gives an existing account the admin role on the running local stack
// (custom claim admin:true + users/{uid}.admin = true). Emulators only: it never touches a real project.
import { EmailSchema } from '@fohzshop/shared/schemas/common';
import { AuthAdminClient } from './stack/auth-admin';
import { DEFAULT_PORTS, HOST, authUrl, rtdbUrl } from './stack/config';
import { answers } from './stack/processes';
import { RtdbClient } from './stack/rtdb';

// Same variables the Admin SDK honours, so a stack on other ports can be targeted too.
const authBase = process.env.FIREBASE_AUTH_EMULATOR_HOST
  ? `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`
  : authUrl(DEFAULT_PORTS);
const rtdbBase = process.env.FIREBASE_DATABASE_EMULATOR_HOST
  ? `http://${process.env.FIREBASE_DATABASE_EMULATOR_HOST}`
  : rtdbUrl(DEFAULT_PORTS);

function fail(message: string): never {
  console.error(`✖ ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email || !EmailSchema.safeParse(email).success) {
    fail(
      'Usage : npm run grant-admin -- <email>   (exemple : npm run grant-admin -- client@fohzshop.fr)',
    );
  }
  for (const [label, url] of [
    ['Auth', authBase],
    ['base de données', rtdbBase],
  ] as const) {
    if (!(await answers(`${url}/`).catch(() => false))) {
      fail(
        `L'émulateur ${label} ne répond pas sur ${url}. Lancez d'abord la pile locale avec « npm start ».`,
      );
    }
  }

  const auth = new AuthAdminClient(authBase);
  const account = await auth.findByEmail(email);
  if (!account) {
    fail(
      `Aucun compte « ${email} » dans l'émulateur Auth. Créez-le sur ${`http://${HOST}:${DEFAULT_PORTS.web}`}/creer-mon-compte puis relancez la commande.`,
    );
  }
  await auth.addCustomClaims(account, { admin: true });

  const db = new RtdbClient(rtdbBase);
  const now = new Date().toISOString();
  if ((await db.get(`users/${account.localId}`)) === null) {
    // The SPA writes the profile at sign-up; if it is missing, create the minimal record.
    await db.update('/', {
      [`users/${account.localId}`]: {
        user_id: account.localId,
        email,
        first_name: '',
        last_name: '',
        phone: '',
        role: 'admin',
        admin: true,
        created_at: now,
        updated_at: now,
      },
    });
  } else {
    await db.update(`users/${account.localId}`, { admin: true, updated_at: now });
  }
  console.log(`✔ ${email} est maintenant administrateur (uid ${account.localId}).`);
  console.log(
    '  Déconnectez-vous puis reconnectez-vous dans la boutique pour voir le menu Hyperviseur.',
  );
}

main().catch((error: unknown) =>
  fail(`Échec : ${error instanceof Error ? error.message : String(error)}`),
);
