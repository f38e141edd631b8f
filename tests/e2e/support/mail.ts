// The e2e stack's mail catcher (maildev), as a customer's inbox: its ports follow the stack's
// functions port (scripts/stack/maildev.ts), its REST API lists what the functions sent.
import { mailPortsFor, mailWebUrl } from '@fohzshop/local-stack/stack/maildev';
import { e2eStack } from './stack';

export type Mail = { subject: string; to: { address: string }[]; text: string; html: string };

function mailApi(): string {
  const { functionsUrl } = e2eStack();
  if (!functionsUrl) throw new Error('Pas de fonctions dans la pile e2e : aucun courriel envoyé.');
  const ports = mailPortsFor({ functions: Number(new URL(functionsUrl).port) });
  return `${mailWebUrl(ports)}/api/email`;
}

/** The first e-mail to `to` whose subject matches, once it has arrived (polls for 15 s). */
export async function waitForMail(to: string, subject: RegExp): Promise<Mail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const inbox = (await (await fetch(mailApi())).json()) as Mail[];
    const mail = inbox.find(
      (m) => subject.test(m.subject) && m.to.some((r) => r.address.toLowerCase() === to),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`aucun courriel « ${subject.source} » pour ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The address of the link written as « <text> :\n<url> » in the e-mail's text part. */
export function linkAfter(mail: Mail, text: string): string {
  const line = mail.text.split('\n').findIndex((l) => l.trim() === `${text} :`);
  const url = line >= 0 ? mail.text.split('\n')[line + 1]?.trim() : undefined;
  if (!url || !/^https?:\/\//.test(url)) throw new Error(`aucun lien « ${text} » dans le courriel`);
  return url;
}
