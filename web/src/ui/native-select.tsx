// A native <select> styled by Chakra's nativeSelect recipe (same slots and classes as Chakra's
// NativeSelect) without Ark's field machinery, which would add ~4.5 KiB gz to the listing's
// first load. Root (size variant), Field (the <select>) and Indicator (chevron). The recipe is
// bound here, not in the system: it loads with the code that renders a select.
import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { ChevronDownIcon } from './icons';

const { withProvider, withContext } = createSlotRecipeContext({
  recipe: nativeSelectSlotRecipe,
});

type RootProps = HTMLChakraProps<'div'> & {
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  variant?: 'outline' | 'subtle' | 'plain';
};

export const NativeSelectRoot = withProvider<HTMLDivElement, RootProps>('div', 'root');
export const NativeSelectField = withContext<HTMLSelectElement, HTMLChakraProps<'select'>>(
  'select',
  'field',
);
export const NativeSelectIndicator = withContext<HTMLDivElement, HTMLChakraProps<'div'>>(
  'div',
  'indicator',
  {
    defaultProps: { children: <ChevronDownIcon /> },
  },
);
