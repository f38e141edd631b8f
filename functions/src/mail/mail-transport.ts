// The one SMTP transport of the functions: order e-mails (send-order-mails.ts) and the shop's
// own account e-mails (e-mail verification) leave through it, so the local mail catcher shows
// them all. Cached per settings: a warm instance reuses its connection.
import { createTransport, type Transporter } from 'nodemailer';
import { smtpSettings, type SmtpSettings } from './mail-params.js';
import type { RenderedMail } from './mail-layout.js';

let cached: { key: string; transport: Transporter } | undefined;

function transportFor(settings: SmtpSettings): Transporter {
  const key = JSON.stringify(settings);
  if (cached?.key !== key) {
    cached = {
      key,
      transport: createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.port === 465,
        ...(settings.user && { auth: { user: settings.user, pass: settings.password } }),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return cached.transport;
}

/**
 * Sends one rendered e-mail from the shop's address, with any extra headers (the alert e-mails'
 * List-Unsubscribe); rejects when the SMTP server refuses.
 */
export async function sendMail(
  to: string,
  mail: RenderedMail & { headers?: Record<string, string> },
): Promise<void> {
  const settings = smtpSettings();
  await transportFor(settings).sendMail({ from: settings.from, to, ...mail });
}
