// What a bank transfer needs: holder, bank, IBAN, BIC and the order number as the mandatory
// reference, each with a copy button, plus the amount and the deadline. Shown after checkout
// (/commande-validee) and on the customer's order page, where they come back days later.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
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
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="3" py="2" borderBottomWidth="1px">
      <Text as="dt" minW="36" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      {/* The copy button sits in the dd: a row of a dl may hold only dt and dd (WCAG 1.3.1). */}
      <Box as="dd" flex="1" display="flex" flexWrap="wrap" alignItems="center" gap="3">
        <Text as="span" flex="1" fontFamily={copyable ? 'mono' : undefined} fontWeight="semibold">
          {value}
        </Text>
        {copyable && (
          <Button
            size="xs"
            variant="outline"
            onClick={() => void copy(label, value)}
            aria-label={`Copier ${label}`}
          >
            Copier
          </Button>
        )}
      </Box>
    </Box>
  );
}

type Props = {
  transfer: BankTransferDetailsValues;
  /** The heading's level where the section sits (h2 on its own page, h3 inside a section). */
  headingAs?: 'h2' | 'h3';
};

export function BankTransferDetails({ transfer, headingAs = 'h2' }: Props) {
  return (
    <Box as="section" aria-labelledby="transfer-title" borderWidth="1px" rounded="l3" p="5">
      <Heading id="transfer-title" as={headingAs} size="md" mb="2">
        Coordonnées pour votre virement
      </Heading>
      <Stack as="dl" gap="0">
        <Row label="Titulaire" value={transfer.holder} />
        <Row label="Banque" value={transfer.bank_name} copyable={false} />
        <Row label="IBAN" value={transfer.iban} />
        <Row label="BIC" value={transfer.bic} />
        <Row label="Référence" value={transfer.reference} />
        <Row label="Montant" value={transfer.amount} copyable={false} />
        {transfer.deadline && (
          <Row label="À régler avant le" value={transfer.deadline} copyable={false} />
        )}
      </Stack>
      <Text mt="3" fontSize="sm" color="fg.muted">
        Indiquez impérativement la référence {transfer.reference} dans le libellé du virement :
        c'est elle qui nous permet de rattacher votre paiement à votre commande.
      </Text>
    </Box>
  );
}
