// Accordion.Root with its recipe bound here, so the recipe leaves the entry (docs/performance.md).
import { Accordion } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

export function AccordionRoot(props: ComponentProps<typeof Accordion.Root>) {
  return <Accordion.Root recipe={accordionSlotRecipe} {...props} />;
}
