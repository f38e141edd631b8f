// Drawer.Root with its recipe bound here, so the recipe leaves the entry (docs/performance.md).
import { Drawer } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

export function DrawerRoot(props: ComponentProps<typeof Drawer.Root>) {
  return <Drawer.Root recipe={drawerSlotRecipe} {...props} />;
}
