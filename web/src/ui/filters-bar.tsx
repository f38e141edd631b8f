// The search box and select filters above an admin list. A bar hands back only the field that
// changed (`onChange(change)`); the screen merges it into its filters.
import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Input } from './input';
import { SelectField } from './select-field';

export function FiltersBar({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Flex
      gap="3"
      wrap="wrap"
      align="flex-end"
      mb="4"
      role={label ? 'search' : undefined}
      aria-label={label}
    >
      {children}
    </Flex>
  );
}

/** A search box named for screen readers, its hint as placeholder. */
export function SearchBox(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      maxWidth="xs"
      size="sm"
      type="search"
      placeholder={props.placeholder}
      aria-label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/** The fields of F that hold a string (a select's value). */
type TextField<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

export type SelectFilter<F> = {
  field: TextField<F>;
  label: string;
  /** The option that does not filter (« Tous », « Toutes »). */
  empty: string;
  options: readonly (readonly [string, string])[];
};

/** One select per filter, each setting its field ('' : no filter). */
export function SelectFilters<F>({
  filters,
  selects,
  onChange,
}: {
  filters: F;
  selects: readonly SelectFilter<F>[];
  onChange: (change: Partial<F>) => void;
}) {
  return selects.map(({ field, label, empty, options }) => (
    <SelectField
      key={field}
      label={label}
      empty={empty}
      options={options}
      value={filters[field] as string}
      // The value is one of `options` (or ''), which the filters' type lists.
      onChange={(event) => onChange({ [field]: event.target.value } as Partial<F>)}
    />
  ));
}
