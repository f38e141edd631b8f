// A native radio button or checkbox in the shop's colour, inside a bordered, clickable label:
// native inputs keep keyboard and screen reader behaviour without another Chakra recipe.
import { Box, chakra, type BoxProps } from '@chakra-ui/react';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

export const NativeChoice = chakra('input', {
  base: { accentColor: 'orange.solid', boxSize: '4', mt: '0.5', flexShrink: 0, cursor: 'pointer' },
});

type Props = InputHTMLAttributes<HTMLInputElement> & {
  type: 'radio' | 'checkbox';
  children: ReactNode;
  frame?: BoxProps;
};

export const ChoiceInput = forwardRef<HTMLInputElement, Props>(function ChoiceInput(
  { children, frame, disabled, ...input },
  ref,
) {
  return (
    <Box
      as="label"
      display="flex"
      alignItems="flex-start"
      gap="3"
      borderWidth="1px"
      rounded="l2"
      p="3"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.7 : 1}
      _hover={disabled ? undefined : { borderColor: 'orange.solid' }}
      css={{ '&:has(input:checked)': { borderColor: 'orange.solid', bg: 'orange.subtle' } }}
      {...frame}
    >
      <NativeChoice ref={ref} disabled={disabled} {...input} />
      <Box flex="1">{children}</Box>
    </Box>
  );
});
