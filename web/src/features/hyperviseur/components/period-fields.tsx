// « Du » / « Au » date fields of a period filter (orders table, grand livre), as YYYY-MM-DD.
import { Field } from '@chakra-ui/react';
import { FieldRoot } from '@/ui/field-root';
import { Input } from '@/ui/input';

export type Period = { from: string; to: string };

type Props = Period & { onChange: (change: Partial<Period>) => void };

export function PeriodFields({ from, to, onChange }: Props) {
  return (
    <>
      <FieldRoot width="auto">
        <Field.Label fontSize="sm">Du</Field.Label>
        <Input
          size="sm"
          type="date"
          value={from}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </FieldRoot>
      <FieldRoot width="auto">
        <Field.Label fontSize="sm">Au</Field.Label>
        <Input
          size="sm"
          type="date"
          value={to}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </FieldRoot>
    </>
  );
}
