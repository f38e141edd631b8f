// The import dialog's preview: a file is read and every line checked against the catalogue
// before anything is sent; the errors are listed by line and column, in French.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProductsCsv } from '@fohzshop/shared/catalog/product-csv/file';
import { product } from '@fohzshop/shared/test-support/products';
import { renderWithProviders } from '@/testing/render';
import { ImportDialog } from './import-dialog';

const pneu = product({ product_id: 'pneu', name: 'Pneu 10 pouces', type: 'Pièce détachée' });
const frein = product({ product_id: 'frein', name: 'Frein', type: 'Pièce détachée' });
const NEW: Record<string, string> = {
  product_id: 'nouveau',
  name: 'Pneu 12 pouces',
  type: 'Pièce détachée',
  brand: 'Kaabo',
  price: '19,90',
  stock: '3',
};

function choose(text: string) {
  const file = new File([text], 'catalogue.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('Fichier CSV'), { target: { files: [file] } });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the import preview', () => {
  it('lists each error by line and column, and counts what the import would do', async () => {
    renderWithProviders(<ImportDialog open products={[pneu, frein]} onClose={() => undefined} />);
    const [header, first, second] = buildProductsCsv([frein, pneu]).split('\r\n');
    const lines = [
      header,
      first!.replace(';Frein;', ';Frein arrière;'),
      second!.replace(';100,00;', ';cent euros;').replace(';Pièce détachée;', ';Vélo;'),
      header!
        .replace('\uFEFF', '')
        .split(';')
        .map((name) => NEW[name] ?? '')
        .join(';'),
    ];
    choose(lines.join('\r\n'));
    const table = await screen.findByRole('table', { name: 'Erreurs par ligne et par colonne' });
    expect(within(table).getAllByRole('row').slice(1).map(cellsOf)).toEqual([
      [
        '3',
        'pneu',
        'price',
        '« cent euros » n’est pas un montant (exemple : 1299,90, sans séparateur de milliers).',
      ],
      [
        '3',
        'pneu',
        'type',
        expect.stringMatching(/^Ce champ doit valoir l'une des valeurs suivantes/),
      ],
    ]);
    const summary = screen.getByRole('region', { name: 'Aperçu (rien n’est encore enregistré)' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 créé', '1 modifié', '0 inchangé', '1 refusé']);
    expect(screen.getByRole('button', { name: 'Importer' })).toHaveProperty('disabled', false);
  });

  it('refuses a header with an unknown column before reading any line', async () => {
    renderWithProviders(<ImportDialog open products={[pneu]} onClose={() => undefined} />);
    choose('product_id;nom;type;brand;price;stock\r\npneu;Pneu;Pièce détachée;Kaabo;10;1\r\n');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'L’en-tête du fichier ne convient pas : rien ne sera importé.',
    );
    expect(alert.textContent).toContain('Colonne inconnue : « nom »');
    expect(alert.textContent).toContain('Colonne obligatoire absente : « name ».');
    expect(screen.queryByRole('button', { name: 'Importer' })).toBeNull();
  });
});
