// What a bank transfer needs: holder, bank, IBAN, BIC and the order number as the mandatory
// reference, each with a copy button, plus the amount and the deadline.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { notify } from '@/ui/toaster-store';
import type { Confirmation } from './confirmation-content';

type Transfer = NonNullable<Confirmation['transfer']>;

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
      <Text as="dd" flex="1" fontFamily={copyable ? 'mono' : undefined} fontWeight="semibold">
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
  );
}

export function TransferDetails({ transfer }: { transfer: Transfer }) {
  return (
    <Box as="section" aria-labelledby="transfer-title" borderWidth="1px" rounded="l3" p="5">
      <Heading id="transfer-title" as="h2" size="md" mb="2">
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
