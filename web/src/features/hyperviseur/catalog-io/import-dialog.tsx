// « Importer (CSV) »: choose a file; it is read and every line checked against the live
// catalogue (the preview, nothing written); a dry run asks the server for the same verdict
// without writing; the import then creates or updates each product on its own and ends with
// the report. Loaded when the dialog first opens (papaparse with it, when a file is read).
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import type { ImportLineResult } from '@fohzshop/shared/catalog/product-csv/import-result';
import { MAX_IMPORT_FILE_BYTES } from '@fohzshop/shared/catalog/product-csv/messages';
import type { Product } from '@fohzshop/shared/schemas/product';
import { userMessage } from '@/lib/errors';
import { FormDialog } from '@/ui/form-dialog';
import { previewImport, type Preview } from './import-preview';
import { ImportSummary } from './import-summary';
import { LineErrors } from './line-errors';
import { readCsvFile } from './read-csv-file';
import { runImport } from '../api/run-import';

type Props = { open: boolean; products: readonly Product[]; onClose: () => void };
type Report = { dryRun: boolean; lines: ImportLineResult[] };

const MB = Math.round(MAX_IMPORT_FILE_BYTES / (1024 * 1024));

export function ImportDialog({ open, products, onClose }: Props) {
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | undefined>();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const byId = useMemo(() => new Map(products.map((p) => [p.product_id, p])), [products]);
  const busy = reading || progress !== null;

  const reset = () => {
    setProblem(null);
    setWarning(undefined);
    setPreview(null);
    setReport(null);
  };
  const choose = async (file: File | undefined) => {
    reset();
    if (!file) return;
    setReading(true);
    try {
      const read = await readCsvFile(file);
      if (!read.ok) return setProblem(read.message);
      setWarning(read.warning);
      setPreview(previewImport(read.header, read.lines, byId));
    } finally {
      setReading(false);
    }
  };
  const run = async (dryRun: boolean) => {
    if (!preview?.ok) return;
    setReport(null);
    setProblem(null);
    try {
      const lines = await runImport(preview.header, preview.lines, dryRun, (done, total) =>
        setProgress({ done, total }),
      );
      setReport({ dryRun, lines });
      // After a real import the live catalogue moves: a second run must be previewed again.
      if (!dryRun) setPreview(null);
    } catch (error) {
      setProblem(userMessage(error, 'L’import a été interrompu : rien de plus n’a été envoyé.'));
    } finally {
      setProgress(null);
    }
  };

  const lines = preview?.ok ? preview.lines : [];
  const sendable = lines.some((line) => line.outcome === 'created' || line.outcome === 'updated');
  return (
    <FormDialog
      open={open}
      size="xl"
      scrollInside
      busy={busy}
      title="Importer le catalogue (CSV)"
      onClose={() => {
        reset();
        onClose();
      }}
      footer={
        preview?.ok && (
          <Flex gap="2">
            <Button variant="outline" disabled={busy || !sendable} onClick={() => void run(true)}>
              Simulation (sans rien enregistrer)
            </Button>
            <Button disabled={busy || !sendable} onClick={() => void run(false)}>
              Importer
            </Button>
          </Flex>
        )
      }
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          Fichier CSV au format de l’export (UTF-8, séparateur « ; », une ligne par produit,
          {` ${MB} Mo au plus`}). Chaque ligne crée ou modifie le produit de son « product_id » ;
          les colonnes absentes du fichier gardent leur valeur. Rien n’est enregistré avant que vous
          cliquiez sur « Importer ».
        </Text>
        <label>
          <Text as="span" fontWeight="medium" me="3">
            Fichier CSV
          </Text>
          <input
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Emptied, so that choosing the same file again (after fixing it) reads it again.
              event.currentTarget.value = '';
              void choose(file);
            }}
          />
        </label>
        {reading && <Text role="status">Lecture et vérification du fichier…</Text>}
        {problem && <Notice tone="error">{problem}</Notice>}
        {warning && <Notice tone="warning">{warning}</Notice>}
        {preview && !preview.ok && (
          <Notice tone="error">
            <Text fontWeight="semibold">
              L’en-tête du fichier ne convient pas : rien ne sera importé.
            </Text>
            {preview.errors.map((error) => (
              <Text key={error}>{error}</Text>
            ))}
          </Notice>
        )}
        {progress && (
          <label>
            <Text as="span" me="3">
              {progress.done} / {progress.total} lignes envoyées
            </Text>
            <progress max={progress.total || 1} value={progress.done} />
          </label>
        )}
        {report ? (
          <>
            <ImportSummary
              title={report.dryRun ? 'Simulation : ce que l’import ferait' : 'Import terminé'}
              lines={report.lines}
            />
            <LineErrors lines={report.lines} />
          </>
        ) : (
          preview?.ok && (
            <>
              <ImportSummary title="Aperçu (rien n’est encore enregistré)" lines={lines} />
              <LineErrors lines={lines} />
            </>
          )
        )}
      </Stack>
    </FormDialog>
  );
}

/** A message that must be read (refused file, header errors, encoding warning). */
function Notice({ tone, children }: { tone: 'error' | 'warning'; children: ReactNode }) {
  return (
    <Box
      role={tone === 'error' ? 'alert' : 'status'}
      borderWidth="1px"
      borderColor={tone === 'error' ? 'red.emphasized' : 'orange.emphasized'}
      bg={tone === 'error' ? 'red.subtle' : 'orange.subtle'}
      rounded="md"
      p="3"
    >
      {children}
    </Box>
  );
}
