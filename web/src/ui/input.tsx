// Chakra's Input, its recipe bound here so that it leaves the entry (docs/performance.md).
import { Input as ChakraInput } from '@chakra-ui/react';
import { inputRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

export function Input(props: ComponentProps<typeof ChakraInput>) {
  return <ChakraInput recipe={inputRecipe} {...props} />;
}
