// A native checkbox with its label (Chakra's Checkbox recipe is not part of the shop's system).
import { chakra, Flex } from '@chakra-ui/react';
import { forwardRef, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> & { label: string };

export const InlineCheckbox = forwardRef<HTMLInputElement, Props>(function InlineCheckbox(
  { label, ...props },
  ref,
) {
  return (
    <Flex as="label" gap="2" align="center" cursor="pointer" fontSize="sm" alignSelf="center">
      <chakra.input
        ref={ref}
        type="checkbox"
        width="4"
        height="4"
        accentColor="orange.solid"
        {...props}
      />
      {label}
    </Flex>
  );
});
