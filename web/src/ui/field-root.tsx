// Field.Root with its recipe bound here, so the recipe leaves the entry (docs/performance.md).
import { Field } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

export function FieldRoot(props: ComponentProps<typeof Field.Root>) {
  return <Field.Root recipe={fieldSlotRecipe} {...props} />;
}
