// A titled record list: its count in the title, the first rows only until « Tout afficher », and
// the line saying there is nothing.
import { Table } from '@chakra-ui/react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ListSection } from './list-table';

const section = (items: string[]) => (
  <ListSection
    title="Traces"
    intro="Ce qui a été gardé."
    empty="Aucune trace."
    columns={['Nom', { label: 'Taille', textAlign: 'end' }]}
    items={items}
    shown={2}
    row={(item) => (
      <Table.Row key={item}>
        <Table.Cell>{item}</Table.Cell>
        <Table.Cell>{item.length}</Table.Cell>
      </Table.Row>
    )}
  />
);

describe('ListSection', () => {
  it('shows the first rows, then all of them on request', () => {
    renderWithProviders(section(['a', 'bb', 'ccc']));
    screen.getByRole('heading', { name: 'Traces (3)' });
    const table = screen.getByRole('table', { name: 'Traces' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Tout afficher (3)' }));
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /Tout afficher/ })).toBeNull();
  });

  it('says when there is nothing, without a table', () => {
    renderWithProviders(section([]));
    screen.getByRole('heading', { name: 'Traces (0)' });
    screen.getByText('Aucune trace.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
