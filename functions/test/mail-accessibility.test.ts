// Every e-mail the shop sends is part of the service the European Accessibility Act covers: each
// order e-mail kind, the withdrawal e-mails, and the layout all e-mails share (the address
// confirmation e-mail too) give a French, titled, structured HTML part.
import { describe, expect, it } from 'vitest';
import type { MailKind } from '@fohzshop/shared/order-mails';
import { RETURN_STATUSES } from '@fohzshop/shared/state-machines/return';
import { renderMail, type RenderedMail } from '../src/mail/mail-layout.js';
import { renderOrderMail } from '../src/mail/order-mail-content.js';
import { statementRecord } from '../src/withdrawals/record-withdrawal.js';
import { acknowledgementMail, notRecordedMail } from '../src/withdrawals/withdrawal-mails.js';
import { SHOP, sampleOrder } from './order-fixture.js';

/** Every kind but the returns' (typed: a new kind fails to compile until listed here). */
const KINDS: Record<Exclude<MailKind, `return_${string}`>, true> = {
  order_confirmation: true,
  payment_received: true,
  shipped: true,
  delivered: true,
  transfer_reminder: true,
  payment_failed: true,
  order_expired: true,
  order_cancelled: true,
};
const ALL_KINDS: MailKind[] = [
  ...(Object.keys(KINDS) as MailKind[]),
  ...RETURN_STATUSES.map((status): MailKind => `return_${status}`),
];

/** What makes an HTML mail accessible; returns the problems found (none expected). */
function accessibilityProblems({ subject, html }: RenderedMail): string[] {
  const problems: string[] = [];
  if (!/<html lang="fr">/.test(html)) problems.push('no <html lang="fr">');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  if (title.trim() === '') problems.push('no <title>');
  const levels = [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
  if (levels.filter((level) => level === 1).length !== 1) problems.push('not exactly one <h1>');
  if (levels[0] !== 1) problems.push('does not start with its <h1>');
  levels.forEach((level, i) => {
    if (i > 0 && level > levels[i - 1]! + 1) problems.push(`heading h${level} skips a level`);
  });
  for (const img of html.match(/<img\b[^>]*>/g) ?? [])
    if (!/\salt="[^"]*"/.test(img)) problems.push(`image without alt: ${img}`);
  for (const row of html.match(/<tr>.*?<\/tr>/g) ?? [])
    if (!row.startsWith('<tr><th scope="row"')) problems.push(`table row without header: ${row}`);
  for (const link of html.match(/<a\b[^>]*>(.*?)<\/a>/g) ?? [])
    if (/<a\b[^>]*>\s*<\/a>/.test(link)) problems.push(`link without text: ${link}`);
  if (!title.includes(subject.slice(0, 20).replace(/&/g, '&amp;')))
    problems.push('title ≠ subject');
  return problems;
}

describe('accessible e-mails', () => {
  it.each(ALL_KINDS)('%s: lang, title, one h1, ordered headings, row headers, alt', (kind) => {
    for (const verified of [false, true]) {
      const mail = renderOrderMail(kind, sampleOrder(), SHOP, { verified });
      expect(accessibilityProblems(mail), kind).toEqual([]);
    }
  });

  it('the withdrawal acknowledgement and the notice of a statement not recorded', () => {
    const request = {
      name: 'Léa Martin',
      order_number: 'FZ-2026-000042',
      email: 'lea.martin@example.fr',
      scope: 'order' as const,
    };
    const record = statementRecord('w1', sampleOrder(), request, '2026-11-27T21:05:09.000Z', false);
    const at = '2026-12-20T10:00:00.000Z';
    const ended = { state: 'ended' as const, endedAt: new Date('2026-12-11T23:00:00.000Z') };
    for (const mail of [
      acknowledgementMail(record, '2026-11-27T21:05:10.000Z', SHOP),
      notRecordedMail(sampleOrder({ status: 'delivered' }), ended, at, SHOP),
      notRecordedMail(sampleOrder({ status: 'cancelled' }), { state: 'closed' }, at, SHOP),
    ])
      expect(accessibilityProblems(mail), mail.subject).toEqual([]);
  });

  it('the shared layout, every block type: the subject is the h1, labels are row headers', () => {
    const mail = renderMail(
      {
        subject: 'Sujet « test » & co',
        blocks: [
          { type: 'p', text: 'Bonjour,' },
          { type: 'heading', text: 'Section' },
          { type: 'list', items: ['un', 'deux'] },
          { type: 'table', rows: [['Libellé', 'Valeur']] },
          { type: 'link', text: 'Ouvrir', url: 'https://example.fr/?a=1&b=2' },
        ],
      },
      'Signature',
    );
    expect(accessibilityProblems(mail)).toEqual([]);
    expect(mail.html).toContain('<title>Sujet « test » &amp; co</title>');
    expect(mail.html).toContain(
      '<h1 style="font-size:18px;margin:0 0 16px">Sujet « test » &amp; co</h1>',
    );
    expect(mail.html).toMatch(/<th scope="row"[^>]*>Libellé<\/th><td[^>]*>Valeur<\/td>/);
    // The checker itself finds what it looks for.
    const broken = {
      ...mail,
      html:
        mail.html.replace('lang="fr"', '').replace('<tr><th scope="row"', '<tr><td') +
        '<img src="x"><h4>x</h4>',
    };
    expect(accessibilityProblems(broken)).toEqual([
      'no <html lang="fr">',
      'heading h4 skips a level',
      'image without alt: <img src="x">',
      expect.stringMatching(/^table row without header/),
    ]);
  });
});
