// The invoice (facture) and the credit note (facture d'avoir) of an order, as a PDF: seller
// identity and legal mentions, buyer, addresses, lines with unit prices HT and TTC, the VAT
// breakdown and the payment. Amounts are computed in integer cents (shared/src/invoice.ts).
import {
  VAT_RATE_PERCENT,
  ECO_FEE_LABEL,
  documentLines,
  invoiceTotals,
  vatBreakdown,
  type DocumentTotals,
} from '@fohzshop/shared/invoice';
import type { SellerIdentity } from '@fohzshop/shared/invoice-seller';
import { discountLabel } from '@fohzshop/shared/promotions/messages';
import { toCents } from '@fohzshop/shared/money';
import type { Address } from '@fohzshop/shared/schemas/user';
import { PAYMENT_METHOD_LABELS, type Order } from '@fohzshop/shared/schemas/order';
import { euros, frenchDay } from './french-format.js';
import { CONTENT_WIDTH, MARGIN, PdfWriter, type Cell } from './pdf-layout.js';

export type ShopIdentity = { seller: SellerIdentity; email: string; phone: string };

export type DocumentRequest =
  | { kind: 'invoice'; number: string; issued_at: string }
  | {
      kind: 'credit_note';
      number: string;
      issued_at: string;
      amountCents: number;
      invoice: { number: string; issued_at: string };
    };

const addressLines = (a: Address): string[] =>
  [
    `${a.first_name} ${a.last_name}`,
    a.company ?? '',
    a.line1,
    a.line2 ?? '',
    `${a.postal_code} ${a.city}`,
    a.country ?? 'France',
  ].filter((line) => line.trim() !== '');

export const sellerMentions = (s: SellerIdentity): string =>
  [
    `${s.legal_name}, ${s.legal_form} au capital de ${euros(Math.round(s.capital * 100))}`,
    `siège social : ${s.address}`,
    `SIREN ${s.siren}${s.siret ? ` (SIRET ${s.siret})` : ''}`,
    `RCS ${s.rcs_city}`,
    `TVA intracommunautaire ${s.vat_number}`,
  ].join(' - ');

function header(pdf: PdfWriter, shop: ShopIdentity, request: DocumentRequest, order: Order): void {
  const top = pdf.y;
  pdf.paragraph(shop.seller.legal_name, { size: 16, bold: true });
  pdf.paragraph(shop.seller.address, { grey: true });
  pdf.paragraph(`${shop.email} - ${shop.phone}`, { grey: true });
  pdf.paragraph(`SIREN ${shop.seller.siren} - RCS ${shop.seller.rcs_city}`, { grey: true });
  pdf.paragraph(`TVA intracommunautaire : ${shop.seller.vat_number}`, { grey: true });
  const left = pdf.y;
  pdf.y = top;
  const x = MARGIN + CONTENT_WIDTH / 2 + 40;
  const width = CONTENT_WIDTH / 2 - 40;
  const title = request.kind === 'invoice' ? 'FACTURE' : "FACTURE D'AVOIR";
  pdf.paragraph(title, { size: 16, bold: true }, x, width);
  pdf.paragraph(`N° ${request.number}`, { bold: true }, x, width);
  pdf.paragraph(`Date d'émission : ${frenchDay(request.issued_at)}`, {}, x, width);
  pdf.paragraph(`Commande ${order.number} du ${frenchDay(order.created_at)}`, {}, x, width);
  if (request.kind === 'credit_note')
    pdf.paragraph(
      `Avoir sur la facture ${request.invoice.number} du ${frenchDay(request.invoice.issued_at)}`,
      { bold: true },
      x,
      width,
    );
  pdf.y = Math.min(left, pdf.y);
  pdf.gap(16);
}

function parties(pdf: PdfWriter, order: Order): void {
  const top = pdf.y;
  const half = CONTENT_WIDTH / 2;
  const billing = order.billing_address ?? order.shipping_address;
  pdf.paragraph('Facturé à', { bold: true });
  for (const line of [...addressLines(billing), order.email]) pdf.paragraph(line);
  const bottom = pdf.y;
  pdf.y = top;
  pdf.paragraph('Livré à', { bold: true }, MARGIN + half, half);
  for (const line of addressLines(order.shipping_address))
    pdf.paragraph(line, {}, MARGIN + half, half);
  pdf.y = Math.min(bottom, pdf.y);
  pdf.gap(14);
}

const COLUMNS = [215, 40, 70, 70, 40, 64.28];
const cells = (texts: string[], bold = false): Cell[] =>
  texts.map((text, i) => ({
    text,
    width: COLUMNS[i] ?? 60,
    align: i === 0 ? 'left' : 'right',
    bold,
  }));

function lines(pdf: PdfWriter, order: Order, totals: DocumentTotals): void {
  pdf.row(cells(['Désignation', 'Qté', 'PU HT', 'PU TTC', 'TVA', 'Total TTC'], true));
  pdf.rule();
  const discountRow = order.promotion ? `   Remise ${discountLabel(order.promotion.code)}` : '';
  for (const [index, line] of documentLines(order.items).entries()) {
    pdf.row(
      cells([
        line.name,
        String(line.quantity),
        euros(line.unitHtCents),
        euros(line.unitTtcCents),
        `${VAT_RATE_PERCENT} %`,
        euros(line.lineTtcCents),
      ]),
    );
    // DEEE / batteries: the éco-participation included in the price, shown apart.
    if (line.ecoFeeUnitCents > 0)
      pdf.row(
        cells([
          `   ${ECO_FEE_LABEL}`,
          String(line.quantity),
          '',
          euros(line.ecoFeeUnitCents),
          '',
          euros(line.ecoFeeUnitCents * line.quantity),
        ]),
      );
    // The line's share of the code's discount (items[].discount): what it cost is above less this.
    const share = toCents(order.items[index]?.discount ?? 0);
    if (share > 0) pdf.row(cells([discountRow, '', '', '', '', `-${euros(share)}`]));
  }
  const shipping = totals.shippingCents === 0 ? 'offerte' : euros(totals.shippingCents);
  pdf.row(cells(['Livraison en France métropolitaine', '1', '', '', '', shipping]));
  // A code's discount is on its lines above; the totals below are of what was paid.
  if (totals.discountCents > 0 && !order.promotion)
    pdf.row(cells(['Remise', '', '', '', '', `-${euros(totals.discountCents)}`]));
  pdf.rule();
}

function totalsBlock(
  pdf: PdfWriter,
  label: string,
  amounts: ReturnType<typeof vatBreakdown>,
  ecoFeeCents = 0,
) {
  const rows: [string, string, boolean][] = [
    [`Total HT${label}`, euros(amounts.htCents), false],
    [`TVA ${VAT_RATE_PERCENT} % (base ${euros(amounts.htCents)})`, euros(amounts.vatCents), false],
    [`Total TTC${label}`, euros(amounts.ttcCents), true],
  ];
  if (ecoFeeCents > 0) rows.push([ECO_FEE_LABEL, euros(ecoFeeCents), false]);
  for (const [name, value, bold] of rows)
    pdf.row([
      { text: '', width: CONTENT_WIDTH - 250 },
      { text: name, width: 170, bold },
      { text: value, width: 80, align: 'right', bold },
    ]);
  pdf.gap(12);
}

function paymentAndMentions(pdf: PdfWriter, shop: ShopIdentity, order: Order, kind: string) {
  const method = PAYMENT_METHOD_LABELS[order.payment.method];
  const paidAt = order.payment.paid_at ? ` le ${frenchDay(order.payment.paid_at)}` : '';
  if (kind === 'invoice') {
    pdf.paragraph(`Payé par ${method.toLowerCase()}${paidAt}. Facture acquittée.`);
    if (order.delivery.delivered_at)
      pdf.paragraph(`Date de livraison : ${frenchDay(order.delivery.delivered_at)}.`);
  } else {
    pdf.paragraph(`Remboursement par le moyen de paiement initial (${method.toLowerCase()}).`);
  }
  pdf.paragraph('Montants en euros. Aucun escompte pour paiement anticipé.', { grey: true });
  pdf.gap(10);
  pdf.paragraph(sellerMentions(shop.seller), { size: 7, grey: true });
}

/** Renders the PDF of an invoice or a credit note of `order`. */
export async function renderOrderDocument(
  shop: ShopIdentity,
  order: Order,
  request: DocumentRequest,
): Promise<Uint8Array> {
  const title = request.kind === 'invoice' ? 'Facture' : "Facture d'avoir";
  const pdf = await PdfWriter.create(`${title} ${request.number}`, shop.seller.legal_name);
  header(pdf, shop, request, order);
  parties(pdf, order);
  const totals = invoiceTotals(order.totals);
  if (request.kind === 'invoice') {
    lines(pdf, order, totals);
    totalsBlock(pdf, '', totals, totals.ecoFeeCents);
  } else {
    const full = request.amountCents === totals.ttcCents;
    if (full) lines(pdf, order, totals);
    else {
      pdf.row(cells(['Désignation', '', '', '', 'TVA', 'Total TTC'], true));
      pdf.rule();
      pdf.row(
        cells([
          `Remboursement partiel de la commande ${order.number}`,
          '',
          '',
          '',
          `${VAT_RATE_PERCENT} %`,
          euros(request.amountCents),
        ]),
      );
      pdf.rule();
    }
    totalsBlock(pdf, ' remboursé', vatBreakdown(request.amountCents));
  }
  paymentAndMentions(pdf, shop, order, request.kind);
  return pdf.bytes();
}
