// /hyperviseur/grand-livre: entries of a period (this month by default) with filters, totals,
// running balance and VAT split; manual entries; CSV and FEC exports of what is shown.
import { Box, Button, Flex, Heading, Input, SimpleGrid } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { createLedgerEntry, deleteLedgerEntry } from '@fohzshop/shared/contracts/ledger';
import { buildLedgerCsv, ledgerCsvFileName } from '@fohzshop/shared/ledger/csv';
import { buildFec, fecFileName } from '@fohzshop/shared/ledger/fec';
import { formatCents } from '@fohzshop/shared/money';
import {
  LEDGER_CATEGORY_LABELS,
  LEDGER_KIND_LABELS,
  type LedgerEntry,
} from '@fohzshop/shared/schemas/ledger';
import { PageSpinner } from '@/ui/spinners';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { LedgerEntryForm } from '../components/ledger-entry-form';
import { LedgerTable } from '../components/ledger-table';
import { PeriodFields } from '../components/period-fields';
import { ScreenHeader } from '../components/screen-header';
import { SelectField, optionsOf } from '@/ui/select-field';
import { StatCard } from '../components/stat-card';
import { useLedger, useShopSettings } from '../hooks/use-admin-data';
import { useCallable } from '../hooks/use-callable';
import { downloadText } from '../lib/download';
import { HV_MESSAGES } from '../lib/hv-messages';
import { ledgerReport, monthBounds, type LedgerFilters } from '../lib/ledger-report';
import { parisDay } from '../lib/paris-time';

export function LedgerRoute() {
  const { entries, isLoading } = useLedger();
  const settings = useShopSettings();
  const today = parisDay(new Date());
  const [filters, setFilters] = useState<LedgerFilters>({
    ...monthBounds(today),
    kind: '',
    category: '',
    query: '',
  });
  const [deleting, setDeleting] = useState<LedgerEntry | undefined>();
  const create = useCallable(createLedgerEntry, {
    success: HV_MESSAGES.ledgerSaved,
    error: HV_MESSAGES.ledgerSaveFailed,
  });
  const remove = useCallable(deleteLedgerEntry, { success: HV_MESSAGES.ledgerDeleted });
  const report = useMemo(() => ledgerReport(entries, filters), [entries, filters]);
  const set = (change: Partial<LedgerFilters>) => setFilters({ ...filters, ...change });
  const { totals } = report;
  const from = filters.from || report.rows[0]?.entry.date || today;
  const to = filters.to || today;
  if (isLoading) return <PageSpinner />;
  return (
    <>
      <ScreenHeader title="Grand livre" summary={`${report.rows.length} écritures sur la période`}>
        <Button
          variant="outline"
          onClick={() =>
            downloadText(
              ledgerCsvFileName(from, to),
              buildLedgerCsv(report.entries),
              'text/csv;charset=utf-8',
            )
          }
        >
          Exporter en CSV
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            downloadText(
              settings?.siren ? fecFileName(settings.siren, to) : `FEC_${from}_${to}.txt`,
              buildFec(report.entries),
              'text/plain;charset=utf-8',
            )
          }
        >
          Exporter le FEC
        </Button>
      </ScreenHeader>
      <Flex gap="3" wrap="wrap" align="flex-end" mb="4">
        <PeriodFields from={filters.from} to={filters.to} onChange={set} />
        <Button size="sm" variant="ghost" onClick={() => set(monthBounds(today))}>
          Ce mois-ci
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            set({ from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` })
          }
        >
          Cette année
        </Button>
        <SelectField
          label="Type"
          empty="Tous"
          options={optionsOf(LEDGER_KIND_LABELS)}
          value={filters.kind}
          onChange={(e) => set({ kind: e.target.value as LedgerFilters['kind'] })}
        />
        <SelectField
          label="Catégorie"
          empty="Toutes"
          options={optionsOf(LEDGER_CATEGORY_LABELS)}
          value={filters.category}
          onChange={(e) => set({ category: e.target.value as LedgerFilters['category'] })}
        />
        <Input
          size="sm"
          maxWidth="xs"
          type="search"
          placeholder="Libellé, fournisseur, commande…"
          aria-label="Rechercher une écriture"
          value={filters.query}
          onChange={(e) => set({ query: e.target.value })}
        />
      </Flex>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" mb="4">
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
      <LedgerTable rows={report.rows} onDelete={setDeleting} />
      <ConfirmDialog
        open={deleting !== undefined}
        title="Supprimer l'écriture"
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { entry_id: deleting.entry_id },
            { onSettled: () => setDeleting(undefined) },
          )
        }
      >
        {`Supprimer l'écriture « ${deleting?.label ?? ''} » ?`}
      </ConfirmDialog>
    </>
  );
}
