// What a bank transfer needs: holder, bank, IBAN, BIC and the order number as the mandatory
// reference, each with a copy button, plus the amount and the deadline. Shown after checkout
// (/commande-validee) and on the customer's order page, where they come back days later. Styled
// at build time: the confirmation loads no Chakra runtime.
import s from './bank-transfer-details.styles';
import { button, heading } from './recipes';
import { cx } from './theme/static-styles';
import { notify } from './toaster-store';

/** Display-ready values (amount and deadline already formatted in French). */
export type BankTransferDetailsValues = {
  holder: string;
  bank_name: string;
  iban: string;
  bic: string;
  reference: string;
  amount: string;
  deadline: string | null;
};

async function copy(label: string, value: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(value);
    notify.success(`${label} copié.`);
  } catch {
    notify.error(`Impossible de copier : sélectionnez le texte « ${label} » à la main.`);
  }
}

function Row({
  label,
  value,
  copyable = true,
}: {
  label: string;
  value: string;
  copyable?: boolean;
}) {
  return (
    <div className={s.row}>
      <dt className={s.label}>{label}</dt>
      {/* The copy button sits in the dd: a row of a dl may hold only dt and dd (WCAG 1.3.1). */}
      <dd className={s.value}>
        <span className={cx(s.text, copyable && s.mono)}>{value}</span>
        {copyable && (
          <button
            type="button"
            className={button({ size: 'xs', variant: 'outline' })}
            onClick={() => void copy(label, value)}
            aria-label={`Copier ${label}`}
          >
            Copier
          </button>
        )}
      </dd>
    </div>
  );
}

type Props = {
  transfer: BankTransferDetailsValues;
  /** The heading's level where the section sits (h2 on its own page, h3 inside a section). */
  headingAs?: 'h2' | 'h3';
};

export function BankTransferDetails({ transfer, headingAs = 'h2' }: Props) {
  const Title = headingAs;
  return (
    <section className={s.root} aria-labelledby="transfer-title">
      <Title id="transfer-title" className={cx(heading({ size: 'md' }), s.title)}>
        Coordonnées pour votre virement
      </Title>
      <dl className={s.list}>
        <Row label="Titulaire" value={transfer.holder} />
        <Row label="Banque" value={transfer.bank_name} copyable={false} />
        <Row label="IBAN" value={transfer.iban} />
        <Row label="BIC" value={transfer.bic} />
        <Row label="Référence" value={transfer.reference} />
        <Row label="Montant" value={transfer.amount} copyable={false} />
        {transfer.deadline && (
          <Row label="À régler avant le" value={transfer.deadline} copyable={false} />
        )}
      </dl>
      <p className={s.note}>
        Indiquez impérativement la référence {transfer.reference} dans le libellé du virement :
        c'est elle qui nous permet de rattacher votre paiement à votre commande.
      </p>
    </section>
  );
}
