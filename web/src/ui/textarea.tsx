// Chakra's Textarea, its recipe bound here so that it leaves the entry (docs/performance.md).
import { Textarea as ChakraTextarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

export function Textarea(props: ComponentProps<typeof ChakraTextarea>) {
  return <ChakraTextarea recipe={textareaRecipe} {...props} />;
}
