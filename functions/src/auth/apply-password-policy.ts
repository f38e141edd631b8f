// `npm run password-policy -w functions`: applies the password policy to the project that
// `firebase deploy` is deploying (GCLOUD_PROJECT, set for predeploy hooks; or `-- <project>`).
// Runs with the deployer's Application Default Credentials, like any Admin SDK script
// (`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS in CI). Never
// bundled into the functions (only src/index.ts is). See docs/security-model.md, « Passwords ».
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { applyPasswordPolicy } from './password-policy.js';

const projectId = process.argv[2] ?? process.env.GCLOUD_PROJECT;
if (!projectId) {
  console.error('✖ Projet inconnu : npm run password-policy -w functions -- <projet>');
  process.exit(1);
}
const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const app = initializeApp(
  emulator ? { projectId } : { projectId, credential: applicationDefault() },
  'password-policy',
);
try {
  const policy = await applyPasswordPolicy(getAuth(app).projectConfigManager());
  const { minLength, maxLength } = policy?.constraints ?? {};
  console.log(
    `✔ Politique de mot de passe appliquée à ${projectId}${emulator ? ` (émulateur ${emulator})` : ''} : ` +
      `${policy?.enforcementState}, ${minLength} à ${maxLength} caractères.`,
  );
} catch (error) {
  console.error(
    `✖ Politique de mot de passe non appliquée à ${projectId} : ${String(error)}\n` +
      '  Identifiants requis : gcloud auth application-default login (ou GOOGLE_APPLICATION_CREDENTIALS).',
  );
  process.exitCode = 1;
}
