// Toasts top right, auto-closing after 2 s with a progress bar that pauses with the toast. The
// toast recipe is bound here, not in the system: it loads with the toaster (docs/performance.md).
import { Box, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { TOAST_DURATION_MS } from '@fohzshop/shared/constants';
import { toaster } from './toaster-instance';

const progressColor: Record<string, string> = {
  success: 'green.solid',
  error: 'red.solid',
  warning: 'orange.solid',
  info: 'blue.solid',
};

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            recipe={toastSlotRecipe}
            width={{ md: 'sm' }}
            overflow="hidden"
            data-testid="toast"
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Fermer la notification" />}
            <Box
              aria-hidden="true"
              position="absolute"
              insetInline="0"
              bottom="0"
              height="3px"
              bg={progressColor[toast.type ?? 'info'] ?? 'fg.muted'}
              transformOrigin="left"
              animation={`toast-progress ${toast.duration ?? TOAST_DURATION_MS}ms linear forwards`}
              css={{ '[data-paused] &': { animationPlayState: 'paused' } }}
            />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
