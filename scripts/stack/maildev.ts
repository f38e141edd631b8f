// The local mail catcher: maildev receives the order e-mails the functions send over SMTP and
// shows them in a web inbox (REST API under /api/email). Each stack runs its own on its own
// ports and gives the functions its address through their SMTP params.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { HOST, ROOT_DIR, type StackPorts } from './config';
import { answers, spawnService, waitUntil, type LogTarget, type ServiceProcess } from './processes';

export interface MailPorts {
  smtp: number;
  web: number;
}

/** `npm start`'s catcher: maildev's usual ports. */
export const DEFAULT_MAIL_PORTS: MailPorts = { smtp: 1025, web: 1080 };

/**
 * Other stacks (e2e on 25001, bench on 35001…) shift the mail ports as far as their functions
 * port is from 5001, so that every stack keeps to its own range.
 */
export function mailPortsFor(ports: Pick<StackPorts, 'functions'>): MailPorts {
  const shift = ports.functions - 5001;
  return { smtp: DEFAULT_MAIL_PORTS.smtp + shift, web: DEFAULT_MAIL_PORTS.web + shift };
}

export const mailWebUrl = (ports: MailPorts): string => `http://${HOST}:${ports.web}`;

/** The functions' SMTP params pointing at this catcher (functions/src/mail/mail-params.ts). */
export function maildevParams(ports: MailPorts): Record<string, string> {
  return {
    SMTP_HOST: HOST,
    SMTP_PORT: String(ports.smtp),
    SMTP_USER: '',
    MAIL_FROM: 'FohzShop <commandes@fohzshop.fr>',
  };
}

/** The CLI of the maildev package (its exports map hides it from resolvers). */
function maildevBin(): string {
  const candidates = ['node_modules', 'scripts/node_modules'].map((dir) =>
    join(ROOT_DIR, dir, 'maildev/dist/bin/maildev.js'),
  );
  const bin = candidates.find((path) => existsSync(path));
  if (!bin) throw new Error('maildev est introuvable : lancez npm install.');
  return bin;
}

export interface MaildevOptions {
  ports: MailPorts;
  log: LogTarget;
  /** Where maildev keeps the received mails (.eml files). */
  mailDir: string;
}

export async function startMaildev(options: MaildevOptions): Promise<ServiceProcess> {
  const { smtp, web } = options.ports;
  const args = [
    maildevBin(),
    '--smtp',
    String(smtp),
    '--web',
    String(web),
    '--ip',
    HOST,
    '--web-ip',
    HOST,
    '--mail-directory',
    options.mailDir,
    '--silent',
  ];
  const service = spawnService('maildev', process.execPath, args, {
    cwd: ROOT_DIR,
    log: options.log,
  });
  await waitUntil(() => answers(`${mailWebUrl(options.ports)}/api/email`), {
    what: `Courriels (maildev, ports ${smtp}/${web})`,
    timeoutMs: 30_000,
    process: service,
  });
  return service;
}
