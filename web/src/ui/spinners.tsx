// Loading states: the full-screen one (session / startup) and the page one (lazy routes).
import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

export function FullScreenSpinner() {
  return (
    <Center position="fixed" inset="0" bg="bg" zIndex="overlay" role="status" aria-live="polite">
      <Spinner size="xl" color="colorPalette.solid" borderWidth="3px" />
      <VisuallyHidden>Chargement…</VisuallyHidden>
    </Center>
  );
}

export function PageSpinner() {
  return (
    <Center minHeight="50vh" role="status" aria-live="polite">
      <Spinner size="lg" color="colorPalette.solid" />
      <VisuallyHidden>Chargement de la page…</VisuallyHidden>
    </Center>
  );
}
