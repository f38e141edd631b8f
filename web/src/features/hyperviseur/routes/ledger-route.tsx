// /hyperviseur/grand-livre: entries of a period (this month by default) with filters, totals,
// running balance carried from before the period, and VAT split; manual entries created,
// edited or cancelled by a reversal; CSV export of what is listed, FEC export of the whole books
// over the period (docs/data-model.md, « Grand livre » and « FEC »).
import { Box, Button, Heading, SimpleGrid } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import {
  createLedgerEntry,
  reverseLedgerEntry,
  updateLedgerEntry,
} from '@fohzshop/shared/contracts/ledger';
import { LEDGER_MESSAGES } from '@fohzshop/shared/ledger/messages';
import { formatCents } from '@fohzshop/shared/money';
import type { LedgerEntry } from '@fohzshop/shared/schemas/ledger';
import { userDisplayName } from '@fohzshop/shared/user-name';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { PageSpinner } from '@/ui/spinners';
import { notify } from '@/ui/toaster-store';
import { LedgerEntryDialog } from '../components/ledger-entry-dialog';
import { LedgerEntryForm } from '../components/ledger-entry-form';
import { LedgerFiltersBar } from '../components/ledger-filters-bar';
import { LedgerTable } from '../components/ledger-table';
import { ScreenHeader } from '@/entities/admin-shell/components/screen-header';
import { StatCard } from '../components/stat-card';
import { useLedger, useShopSettings, useUsers } from '../hooks/use-admin-data';
import { useCallable } from '@/lib/callable/use-callable';
import { downloadText } from '@/lib/download';
import {
  ledgerCsv,
  ledgerFec,
  ledgerReport,
  monthBounds,
  type LedgerFilters,
} from '../lib/ledger-report';
import { parisDay } from '../lib/paris-time';

export function LedgerRoute() {
  const { entries, isLoading } = useLedger();
  const { users } = useUsers();
  const settings = useShopSettings();
  const today = parisDay(new Date());
  const [filters, setFilters] = useState<LedgerFilters>({
    ...monthBounds(today),
    kind: '',
    category: '',
    query: '',
  });
  const [editing, setEditing] = useState<LedgerEntry | undefined>();
  const [reversing, setReversing] = useState<LedgerEntry | undefined>();
  const create = useCallable(createLedgerEntry, {
    success: LEDGER_MESSAGES.saved,
    error: LEDGER_MESSAGES.saveFailed,
  });
  const update = useCallable(updateLedgerEntry, {
    success: LEDGER_MESSAGES.updated,
    error: LEDGER_MESSAGES.updateFailed,
  });
  const reverse = useCallable(reverseLedgerEntry, {
    success: LEDGER_MESSAGES.reversed,
    error: LEDGER_MESSAGES.reverseFailed,
  });
  const report = useMemo(() => ledgerReport(entries, filters), [entries, filters]);
  const who = (uid: string) => {
    const user = users.find((u) => u.user_id === uid);
    return user ? userDisplayName(user) : uid === 'system' ? 'la boutique' : uid;
  };
  const exportCsv = () => {
    const { fileName, text } = ledgerCsv(report, filters, today);
    downloadText(text, fileName, 'text/csv');
  };
  const exportFec = () => {
    const fec = ledgerFec(entries, filters, today, settings?.siren);
    if (!fec.ok) return notify.error(fec.message);
    downloadText(fec.text, fec.fileName);
  };
  const { totals } = report;
  if (isLoading) return <PageSpinner />;
  return (
    <>
      <ScreenHeader
        title="Grand livre"
        summary={`${report.rows.length} écriture${report.rows.length > 1 ? 's' : ''} sur la période`}
      >
        <Button variant="outline" onClick={exportCsv}>
          Exporter en CSV
        </Button>
        <Button variant="outline" onClick={exportFec}>
          Exporter le FEC
        </Button>
      </ScreenHeader>
      <LedgerFiltersBar
        filters={filters}
        today={today}
        onChange={(change) => setFilters({ ...filters, ...change })}
      />
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 5 }} gap="4" mb="4">
        <StatCard
          label="Recettes TTC"
          value={formatCents(totals.revenueCents)}
          hint={`dont remboursements : −${formatCents(totals.refundsCents)}`}
        />
        <StatCard
          label="Dépenses TTC"
          value={formatCents(totals.expensesCents)}
          hint={`HT : ${formatCents(totals.expensesHtCents)}`}
        />
        <StatCard
          label="Résultat net TTC"
          value={formatCents(totals.netCents)}
          tone={totals.netCents < 0 ? 'red.fg' : 'green.fg'}
        />
        <StatCard
          label="TVA à reverser"
          value={formatCents(totals.vatDueCents)}
          hint={`Collectée ${formatCents(totals.vatCollectedCents)} · déductible ${formatCents(totals.vatDeductibleCents)}`}
        />
        <StatCard
          label="Solde de fin de période"
          value={formatCents(report.closingCents)}
          hint={`Solde antérieur : ${formatCents(report.openingCents)}`}
        />
      </SimpleGrid>
      <Box borderWidth="1px" rounded="lg" p="4" mb="4" bg="bg.panel">
        <Heading as="h2" size="md" mb="3">
          Nouvelle écriture
        </Heading>
        <LedgerEntryForm
          today={today}
          busy={create.isPending}
          onSubmit={(entry) => create.mutateAsync({ entry })}
        />
      </Box>
      <LedgerTable
        rows={report.rows}
        from={filters.from}
        openingCents={report.openingCents}
        closingCents={report.closingCents}
        onEdit={setEditing}
        onReverse={setReversing}
      />
      <LedgerEntryDialog
        entry={editing}
        today={today}
        busy={update.isPending}
        who={who}
        onClose={() => setEditing(undefined)}
        onSubmit={(entry) =>
          update
            .mutateAsync({ entry_id: editing!.entry_id, entry })
            .then(() => setEditing(undefined))
        }
      />
      <ConfirmDialog
        open={reversing !== undefined}
        title="Supprimer l'écriture"
        danger
        confirmLabel="Contre-passer"
        busy={reverse.isPending}
        onCancel={() => setReversing(undefined)}
        onConfirm={() =>
          reversing &&
          reverse.mutate(
            { entry_id: reversing.entry_id },
            { onSettled: () => setReversing(undefined) },
          )
        }
      >
        {`L'écriture « ${reversing?.label ?? ''} » restera dans le grand livre : une écriture de contre-passation datée d'aujourd'hui l'annulera.`}
      </ConfirmDialog>
    </>
  );
}
