// Disclosure dropdown for site navigation (WAI-ARIA "disclosure navigation" pattern): a button
// that shows a list of links. Tiny on purpose — no menu library in the initial bundle.
import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

type Props = {
  label: ReactNode;
  /** Items; call `close` when one is chosen. */
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  buttonProps?: ButtonProps;
  chevron?: boolean;
};

export function DisclosureMenu({
  label,
  children,
  align = 'start',
  buttonProps,
  chevron = true,
}: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <Box
      ref={root}
      position="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        {...buttonProps}
      >
        {label}
        {chevron && (
          <ChevronDownIcon
            transition="transform 0.2s"
            transform={open ? 'rotate(180deg)' : undefined}
          />
        )}
      </Button>
      <Box
        id={id}
        hidden={!open}
        position="absolute"
        top="calc(100% + 6px)"
        {...(align === 'end' ? { right: '0' } : { left: '0' })}
        minW="56"
        bg="bg.panel"
        borderWidth="1px"
        rounded="lg"
        boxShadow="lg"
        p="1.5"
        zIndex="dropdown"
        css={{
          '& a, & button': {
            display: 'flex',
            width: '100%',
            px: '3',
            py: '2',
            rounded: 'md',
            fontSize: 'sm',
            textAlign: 'start',
          },
          '& a:hover, & button:hover, & a:focus-visible, & button:focus-visible': {
            bg: 'bg.muted',
          },
          '& [aria-current=page]': { fontWeight: 'semibold', color: 'orange.fg' },
        }}
      >
        {children(close)}
      </Box>
    </Box>
  );
}
