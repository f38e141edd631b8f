// The recipes left out of the system (ui/theme/system.ts) are bound by these wrappers: each must
// still style its component, or it would render unstyled without a word.
import { Accordion, ChakraProvider, Dialog, Drawer, Field, Table } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AccordionRoot } from './accordion-root';
import { DialogRoot } from './dialog-root';
import { DrawerRoot } from './drawer-root';
import { FieldRoot } from './field-root';
import { Input } from './input';
import { NativeSelectField, NativeSelectRoot } from './native-select';
import { TableRoot } from './table-root';
import { Textarea } from './textarea';
import { shopSystem } from './theme/system';
import { Toaster } from './toaster';
import { toaster } from './toaster-instance';

const classesOf = (element: Element) => [...element.classList];
const renderInSystem = (ui: ReactNode) =>
  render(<ChakraProvider value={shopSystem()}>{ui}</ChakraProvider>);

describe('the recipes bound where they are used', () => {
  it('style the input, the textarea and the native select', () => {
    renderInSystem(
      <>
        <Input aria-label="Nom" />
        <Textarea aria-label="Message" />
        <NativeSelectRoot data-testid="select">
          <NativeSelectField aria-label="Tri" />
        </NativeSelectRoot>
      </>,
    );
    expect(classesOf(screen.getByRole('textbox', { name: 'Nom' }))).toContain('chakra-input');
    expect(classesOf(screen.getByRole('textbox', { name: 'Message' }))).toContain(
      'chakra-textarea',
    );
    expect(classesOf(screen.getByTestId('select'))).toContain('chakra-native-select__root');
    expect(classesOf(screen.getByRole('combobox', { name: 'Tri' }))).toContain(
      'chakra-native-select__field',
    );
  });

  it('style the table, the field and the accordion, parts included', () => {
    renderInSystem(
      <>
        <TableRoot>
          <Table.Body>
            <Table.Row>
              <Table.Cell>Prix</Table.Cell>
            </Table.Row>
          </Table.Body>
        </TableRoot>
        <FieldRoot data-testid="field">
          <Field.Label>Ville</Field.Label>
        </FieldRoot>
        <AccordionRoot data-testid="accordion">
          <Accordion.Item value="aide">Aide</Accordion.Item>
        </AccordionRoot>
      </>,
    );
    expect(classesOf(screen.getByRole('table'))).toContain('chakra-table__root');
    expect(classesOf(screen.getByRole('row'))).toContain('chakra-table__row');
    expect(classesOf(screen.getByTestId('field'))).toContain('chakra-field__root');
    expect(classesOf(screen.getByText('Ville'))).toContain('chakra-field__label');
    expect(classesOf(screen.getByTestId('accordion'))).toContain('chakra-accordion__root');
    expect(classesOf(screen.getByText('Aide'))).toContain('chakra-accordion__item');
  });

  it('style the dialog and the drawer', () => {
    renderInSystem(
      <>
        <DialogRoot open>
          <Dialog.Positioner>
            <Dialog.Content data-testid="dialog">Boîte</Dialog.Content>
          </Dialog.Positioner>
        </DialogRoot>
        <DrawerRoot open>
          <Drawer.Positioner>
            <Drawer.Content data-testid="drawer">Menu</Drawer.Content>
          </Drawer.Positioner>
        </DrawerRoot>
      </>,
    );
    expect(classesOf(screen.getByTestId('dialog'))).toContain('chakra-dialog__content');
    expect(classesOf(screen.getByTestId('drawer'))).toContain('chakra-drawer__content');
  });

  it('style the toast', async () => {
    renderInSystem(<Toaster />);
    act(() => {
      toaster.create({ type: 'info', description: 'Enregistré' });
    });
    expect(classesOf(await screen.findByTestId('toast'))).toContain('chakra-toast__root');
    act(() => toaster.remove());
  });
});
