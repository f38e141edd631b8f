// Dialog.Root with its recipe bound here, so the recipe leaves the entry (docs/performance.md).
import { Dialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

export function DialogRoot(props: ComponentProps<typeof Dialog.Root>) {
  return <Dialog.Root recipe={dialogSlotRecipe} {...props} />;
}
