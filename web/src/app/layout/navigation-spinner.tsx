// While a lazy page module loads (navigation to another path), a spinner covers the page.
import { Box, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

export function NavigationSpinner() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) return;
    // Short loads (module already cached) show nothing.
    const timer = window.setTimeout(() => setVisible(true), 150);
    return () => {
      window.clearTimeout(timer);
      setVisible(false);
    };
  }, [loading]);
  if (!loading || !visible) return null;
  return (
    <Box position="fixed" inset="0" top="16" zIndex="overlay" bg="bg/70" display="flex" alignItems="flex-start" justifyContent="center" pt="24" role="status" aria-live="polite">
      <Spinner size="lg" color="colorPalette.solid" />
      <VisuallyHidden>Chargement de la page…</VisuallyHidden>
    </Box>
  );
}
