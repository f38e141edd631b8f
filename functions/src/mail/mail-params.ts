// SMTP settings as function parameters (.env.<project> in production; on the emulators the
// local stack gives each stack its own values, pointing at its mail catcher). The password,
// if the SMTP server wants one, is a secret bound to the function that sends in production.
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

export const SMTP_HOST = defineString('SMTP_HOST', {
  default: '127.0.0.1',
  description: 'Serveur SMTP des courriels de commande',
});
export const SMTP_PORT = defineInt('SMTP_PORT', { default: 1025, description: 'Port SMTP' });
export const SMTP_USER = defineString('SMTP_USER', {
  default: '',
  description: 'Identifiant SMTP (vide : pas d’authentification)',
});
export const MAIL_FROM = defineString('MAIL_FROM', {
  default: 'FohzShop <commandes@fohzshop.fr>',
  description: 'Expéditeur des courriels de commande',
});
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');

export type SmtpSettings = {
  host: string;
  port: number;
  user: string;
  password: string;
  from: string;
};

export function smtpSettings(): SmtpSettings {
  // Only a function that binds the secret has it; the local catcher needs no login.
  const password = process.env.SMTP_PASSWORD !== undefined ? SMTP_PASSWORD.value() : '';
  return {
    host: SMTP_HOST.value(),
    port: SMTP_PORT.value(),
    user: SMTP_USER.value(),
    password,
    from: MAIL_FROM.value(),
  };
}
