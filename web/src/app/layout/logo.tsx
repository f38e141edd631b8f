import { Box, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

const Mark = chakra('span');

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <RouterLink to="/" aria-label="FōhzShop, retour à l'accueil" onClick={onNavigate}>
      <Box
        as="span"
        display="inline-flex"
        alignItems="baseline"
        fontWeight="800"
        fontSize="xl"
        letterSpacing="-0.02em"
      >
        <Mark color="orange.fg">Fōhz</Mark>
        <Mark>Shop</Mark>
      </Box>
    </RouterLink>
  );
}
