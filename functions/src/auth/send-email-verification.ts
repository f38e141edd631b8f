// sendEmailVerification: the shop's own verification e-mail, sent through the same SMTP path as
// the order e-mails (the local mail catcher shows it). The link is Firebase Auth's action link
// (Admin SDK), so opening it marks the address verified on the Auth account; it then leads back
// to the shop. One e-mail per account every VERIFICATION_INTERVAL_MINUTES and at most
// VERIFICATION_DAILY_MAX a day, claimed by a transaction before sending: nobody can use the
// shop to flood an inbox.
import * as logger from 'firebase-functions/logger';
import { z } from 'zod';
import { sendEmailVerification as contract } from '@fohzshop/shared/contracts/email-verification';
import { ROUTES } from '@fohzshop/shared/routes';
import { COLLECTIONS, SITE_NAME } from '@fohzshop/shared/constants';
import { RESERVATION_MESSAGES } from '@fohzshop/shared/reservations/messages';
import { ORDER_MESSAGES } from '@fohzshop/shared/order-messages';
import { auth } from '../core/admin.js';
import { callable } from '../core/callable.js';
import { pathOf, ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { renderMail } from '../mail/mail-layout.js';
import { SMTP_PASSWORD } from '../mail/mail-params.js';
import { sendMail } from '../mail/mail-transport.js';
import { shopContact } from '../mail/send-order-mails.js';
import { webOrigin } from '../payments/payment-params.js';

export const VERIFICATION_INTERVAL_MINUTES = 2;
export const VERIFICATION_DAILY_MAX = 5;
const VERIFICATION_SENDS = COLLECTIONS.emailVerificationSends;

/** verification_sends/{uid} as stored; anything else reads as no send yet. */
const SendsSchema = z.object({ last_at: z.string(), day: z.string(), count: z.number() });

/** Claims one send for uid now; false when the account asked too recently or too often. */
async function claimSend(uid: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const day = at.slice(0, 10);
  let allowed = false;
  await ref(pathOf(VERIFICATION_SENDS, uid)).transaction((raw: unknown) => {
    allowed = false;
    const stored = SendsSchema.safeParse(raw);
    const current = stored.success ? stored.data : null;
    const sameDay = current?.day === day;
    const recent =
      current &&
      now.getTime() - Date.parse(current.last_at) < VERIFICATION_INTERVAL_MINUTES * 60_000;
    if (recent || (sameDay && current.count >= VERIFICATION_DAILY_MAX)) return undefined;
    allowed = true;
    return { last_at: at, day, count: sameDay ? current.count + 1 : 1 };
  });
  return allowed;
}

async function verificationMail(email: string, link: string) {
  const shop = await shopContact();
  return renderMail(
    {
      subject: `Confirmez votre adresse e-mail – ${SITE_NAME}`,
      blocks: [
        { type: 'p', text: 'Bonjour,' },
        {
          type: 'p',
          text: `Pour confirmer que l’adresse ${email} est bien la vôtre, ouvrez le lien ci-dessous. Il vous permettra notamment de payer vos commandes par virement.`,
        },
        { type: 'link', text: 'Confirmer mon adresse e-mail', url: link },
        {
          type: 'p',
          text: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne sera modifié.',
        },
      ],
    },
    `L'équipe ${shop.name}\n${shop.email} - ${shop.phone}`,
  );
}

export const sendEmailVerification = callable(
  contract,
  async (_data, { auth: caller }) => {
    const user = await auth().getUser(caller.uid);
    if (!user.email) throw fail('failed-precondition', ORDER_MESSAGES.noEmail);
    if (user.emailVerified) return { sent: false, email: user.email };
    if (!(await claimSend(user.uid, new Date())))
      throw fail('resource-exhausted', RESERVATION_MESSAGES.verificationTooSoon);
    const link = await auth().generateEmailVerificationLink(user.email, {
      url: `${webOrigin()}${ROUTES.CART_PAYMENT.path}?adresse-confirmee=1`,
    });
    try {
      await sendMail(user.email, await verificationMail(user.email, link));
    } catch (error) {
      logger.error('verification e-mail not sent', { uid: user.uid, error: String(error) });
      throw fail('unavailable', RESERVATION_MESSAGES.verificationUnavailable);
    }
    return { sent: true, email: user.email };
  },
  { secrets: [SMTP_PASSWORD] },
);
