// The Hyperviseur's books in Chromium: a card order paid on the sandbox is partly refunded from
// its page (a credit note appears and downloads as a PDF), then the grand livre shows its payment
// and the refund with their amounts and totals, and exports them: the CSV of what is listed, the
// FEC of the books of the period (invoice and credit-note numbers, bank écritures, lettering).
// Manual entries: hyperviseur-ledger-entries.test.ts.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uncaughtErrors } from './support/browser';
import { documentEuros, downloadOf, readPdf } from './support/files';
import { placePaidCardOrder, waitForDb, type PaidOrder } from './support/paid-order';
import { signIn } from './support/session';
import { DEMO_ADMIN } from './support/stack';

type Row = Record<string, unknown>;
const REFUND_CENTS = 4990;
// 49,90 € TTC at 20 %: 8,32 € of VAT, 41,58 € HT.
const REFUND_VAT_CENTS = 832;

let paid: PaidOrder;
let admin: Page;
let creditNote = '';

const EUR = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
/** fr-FR euros with every kind of space made plain, to compare with what a page shows. */
const plain = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ').trim();
const eur = (cents: number) => plain(EUR.format(cents / 100));
const vatOf = (cents: number) => Math.round((cents * 20) / 120);
/** Amount as the CSV and the FEC write it: decimal comma, no thousands separator. */
const centsOf = (amount: string) => Math.round(Number(amount.replace(',', '.')) * 100);
const fileAmount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

beforeAll(async () => {
  paid = await placePaidCardOrder();
  await paid.page.context().close();
  admin = await signIn(`/hyperviseur/commandes/${paid.orderId}`, DEMO_ADMIN);
}, 90_000);

afterAll(async () => {
  await admin?.context().close();
});

describe('Hyperviseur: refund and grand livre', () => {
  it('refunds part of a paid order and issues a downloadable credit note', async () => {
    await admin.getByRole('heading', { name: `Commande ${paid.number}` }).waitFor();
    const documents = admin.getByRole('region', { name: 'Documents' });
    await documents.getByText(`Facture ${paid.invoiceNumber}`).waitFor();
    await documents.getByText('Aucun avoir').waitFor();

    const payment = admin.getByRole('region', { name: 'Paiement' });
    await payment.getByLabel(/Montant à rembourser/).fill('49,90');
    await payment.getByRole('button', { name: 'Rembourser ce montant' }).click();
    await admin
      .getByTestId('toast')
      .filter({ hasText: 'Remboursement enregistré avec succès.' })
      .first()
      .waitFor();
    const order = await waitForDb<Row>(
      `orders/${paid.orderId}`,
      (o) =>
        (o?.payment as Row | undefined)?.status === 'partially_refunded' &&
        Object.keys((o?.credit_notes as Row | undefined) ?? {}).length === 1,
    );
    expect(order.status).toBe('paid');
    expect((order.payment as Row).refunded_amount).toBe(49.9);
    const [note] = Object.values(order.credit_notes as Record<string, Row>);
    creditNote = String(note!.number);
    expect(creditNote).toMatch(/^AV-\d{4}-\d{6}$/);
    expect(note).toMatchObject({ amount: 49.9, invoice_number: paid.invoiceNumber });
    await payment.getByText(/Déjà remboursé : 49,90/).waitFor();

    const row = documents.getByRole('listitem').filter({ hasText: `Avoir ${creditNote}` });
    expect(plain(await row.innerText())).toContain(`Avoir ${creditNote} · −${eur(REFUND_CENTS)}`);
    const file = await downloadOf(admin, () =>
      row.getByRole('button', { name: `Télécharger Avoir ${creditNote}` }).click(),
    );
    expect(file.name).toBe(`avoir-${creditNote}.pdf`);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(file.bytes);
    expect(pdf.title).toBe(`Facture d'avoir ${creditNote}`);
    expect(pdf.strings).toContain("FACTURE D'AVOIR");
    expect(pdf.strings).toContain(`N° ${creditNote}`);
    expect(pdf.text).toContain(`Remboursement partiel de la commande ${paid.number}`);
    expect(pdf.text).toContain(`Avoir sur la facture ${paid.invoiceNumber} du `);
    const after = (label: string) => pdf.strings[pdf.strings.indexOf(label) + 1];
    expect(after('Total HT remboursé')).toBe(documentEuros(REFUND_CENTS - REFUND_VAT_CENTS));
    expect(after('Total TTC remboursé')).toBe(documentEuros(REFUND_CENTS));
    expect(uncaughtErrors(admin)).toEqual([]);
  });

  it('shows the payment and the refund in the grand livre, with the totals', async () => {
    expect(creditNote).not.toBe('');
    await admin
      .getByRole('navigation', { name: "Menu de l'Hyperviseur" })
      .getByRole('link', { name: 'Grand livre' })
      .click();
    await admin.waitForURL('**/hyperviseur/grand-livre');
    await admin.getByRole('heading', { name: 'Grand livre', level: 1 }).waitFor();
    await admin.getByLabel('Rechercher une écriture').fill(paid.number);
    await admin.getByText('2 écritures sur la période').waitFor();

    const table = admin.getByRole('table', { name: 'Écritures du grand livre' });
    // The first body holds the balance carried from before the period.
    await table.getByText(/^Solde antérieur au 01\/\d{2}\/\d{4}$/).waitFor();
    const rows = await table.locator('tbody:not([aria-label]) tr').all();
    expect(rows).toHaveLength(2);
    const cells = await Promise.all(
      rows.map(async (r) => (await r.locator('td').allInnerTexts()).map(plain)),
    );
    const net = paid.totalCents - REFUND_CENTS;
    expect(cells[0]!.slice(1, 6)).toEqual([
      `Paiement de la commande ${paid.number} · ${paid.invoiceNumber}Automatique`,
      'Ventes',
      eur(paid.totalCents),
      '20 %',
      eur(paid.totalCents),
    ]);
    expect(cells[1]!.slice(1, 6)).toEqual([
      `Remboursement de la commande ${paid.number} · ${creditNote}Automatique`,
      'Remboursements',
      eur(-REFUND_CENTS),
      '20 %',
      eur(net),
    ]);
    // Automatic entries can be neither edited nor deleted from the table.
    expect(await table.getByRole('button', { name: 'Supprimer' }).count()).toBe(0);
    expect(await table.getByRole('button', { name: 'Modifier' }).count()).toBe(0);

    const figure = async (label: string) =>
      plain(await admin.getByLabel(label, { exact: true }).innerText());
    const card = async (label: string) =>
      plain(
        await admin
          .getByTestId('stat-card')
          .filter({ has: admin.getByLabel(label) })
          .innerText(),
      );
    expect(await figure('Recettes TTC')).toBe(eur(net));
    expect(await card('Recettes TTC')).toContain(`dont remboursements : −${eur(REFUND_CENTS)}`);
    expect(await figure('Dépenses TTC')).toBe(eur(0));
    expect(await figure('Résultat net TTC')).toBe(eur(net));
    expect(await figure('TVA à reverser')).toBe(eur(vatOf(paid.totalCents) - REFUND_VAT_CENTS));
    expect(uncaughtErrors(admin)).toEqual([]);
  });

  it('exports the listed entries as CSV and the books of the period as FEC', async () => {
    await admin.getByText('2 écritures sur la période').waitFor();
    const totalVat = vatOf(paid.totalCents);

    const csv = await downloadOf(admin, () =>
      admin.getByRole('button', { name: 'Exporter en CSV' }).click(),
    );
    expect(csv.name).toMatch(/^grand-livre_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = csv.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(4);
    const [header, opening, sale, refund] = lines.map((line) => line.split(';'));
    expect(opening!.slice(1)).toEqual(['', '', 'Solde antérieur', '', '', '', '', '', '', '0,00']);
    // Order ids are push ids starting with « - »: the export quotes such cells against formulas.
    const orderCell = /^[=+\-@]/.test(paid.orderId) ? `'${paid.orderId}` : paid.orderId;
    expect(header).toEqual([
      'Date',
      'Type',
      'Catégorie',
      'Libellé',
      'Fournisseur',
      'Commande',
      'Montant TTC',
      'Taux TVA',
      'TVA',
      'Montant HT',
      'Solde',
    ]);
    expect(sale!.slice(1)).toEqual([
      'Recette',
      'Ventes',
      `Paiement de la commande ${paid.number}`,
      '',
      orderCell,
      fileAmount(paid.totalCents),
      '20 %',
      fileAmount(totalVat),
      fileAmount(paid.totalCents - totalVat),
      fileAmount(paid.totalCents),
    ]);
    expect(refund!.slice(1)).toEqual([
      'Dépense',
      'Remboursements',
      `Remboursement de la commande ${paid.number}`,
      '',
      orderCell,
      '-49,90',
      '20 %',
      '-8,32',
      '-41,58',
      fileAmount(paid.totalCents - REFUND_CENTS),
    ]);
    for (const row of [sale!, refund!]) expect(row[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const fec = await downloadOf(admin, () =>
      admin.getByRole('button', { name: 'Exporter le FEC' }).click(),
    );
    // <SIREN of the demo seller>FEC<last day of the period>.txt
    expect(fec.name).toMatch(/^912345678FEC\d{8}\.txt$/);
    // The FEC is the whole of the books over the period, whatever the search: keep this order's.
    const fields = fec.bytes
      .toString('utf8')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split('|'));
    for (const row of fields) expect(row).toHaveLength(18);
    expect(fields[0]![0]).toBe('JournalCode');
    expect(fields[0]![17]).toBe('Idevise');
    const ours = fields.filter((f) => f[8] === paid.invoiceNumber || f[8] === creditNote);
    // [Journal, CompteNum, PieceRef, Debit, Credit, lettered] of each line.
    const moves = ours.map((f) => [f[0], f[4], f[8], f[11], f[12], f[13] !== '']);
    const ht = paid.totalCents - totalVat;
    const total = fileAmount(paid.totalCents);
    const [invoice, note] = [paid.invoiceNumber, creditNote];
    expect(moves).toEqual([
      ['VT', '411000', invoice, total, '0,00', true],
      ['VT', '707000', invoice, '0,00', fileAmount(ht), false],
      ['VT', '445710', invoice, '0,00', fileAmount(totalVat), false],
      ['BQ', '512000', invoice, total, '0,00', false],
      ['BQ', '411000', invoice, '0,00', total, true],
      ['VT', '707000', note, '41,58', '0,00', false],
      ['VT', '445710', note, '8,32', '0,00', false],
      ['VT', '411000', note, '0,00', '49,90', true],
      ['BQ', '411000', note, '49,90', '0,00', true],
      ['BQ', '512000', note, '0,00', '49,90', false],
    ]);
    // Each écriture balances; a sale and its settlement share one lettering code.
    const sums = new Map<string, number>();
    for (const f of ours)
      sums.set(f[2]!, (sums.get(f[2]!) ?? 0) + centsOf(f[11]!) - centsOf(f[12]!));
    expect([...sums.values()]).toEqual([0, 0, 0, 0]);
    const letters = ours.filter((f) => f[13]).map((f) => `${f[8]} ${f[13]}`);
    expect(new Set(letters).size).toBe(2);
    expect(uncaughtErrors(admin)).toEqual([]);
  });
});
