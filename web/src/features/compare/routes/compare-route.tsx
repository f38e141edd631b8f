// /comparer?ids=a,b,c — compare 2 to 4 scooters side by side; the URL can be shared.
import { useState } from 'react';
import { Box, Button, Flex, Heading, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { COMPARE_MAX, COMPARE_MIN } from '@fohzshop/shared/catalog/compare';
import { ROUTES } from '@fohzshop/shared/routes';
import { useFullyHydrated } from '@/lib/hydration/hydration-store';
import { notify } from '@/ui/toaster-store';
import { CompareTable } from '../components/compare-table';
import { useComparePage } from '../hooks/use-compare-page';

async function copyLink(): Promise<void> {
  try {
    await navigator.clipboard.writeText(window.location.href);
    notify.success('Lien de la comparaison copié.');
  } catch {
    notify.info(
      `Copiez l'adresse de la page pour partager la comparaison : ${window.location.href}`,
    );
  }
}

export function CompareRoute() {
  const page = useComparePage();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  // The selection is in the URL's query and the browser's storage, neither known to the served
  // shell: until the page is hydrated it shows what the shell shows, the title and a skeleton.
  const known = useFullyHydrated();
  if (known && page.redirectTo) return <Navigate to={page.redirectTo} replace />;
  const ready = page.scooters.length >= COMPARE_MIN;

  return (
    <Stack gap="6">
      <Box as="header">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2">
          Comparer des trottinettes électriques
        </Heading>
        <Text color="fg.muted">
          Comparez jusqu’à {COMPARE_MAX} trottinettes : puissance, batterie, autonomie, vitesse,
          poids, freins et prix.
        </Text>
      </Box>
      {known && page.missing.length > 0 && (
        <Text color="orange.fg" role="status">
          {page.missing.length === 1
            ? 'Une trottinette de ce lien est introuvable'
            : `${page.missing.length} trottinettes de ce lien sont introuvables`}{' '}
          : {page.missing.join(', ')}.
        </Text>
      )}
      {!known || page.isLoading ? (
        <Skeleton h="96" rounded="l3" aria-label="Chargement de la comparaison" />
      ) : ready ? (
        <>
          <Flex gap="4" wrap="wrap" align="center" justify="space-between">
            <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
              <chakra.input
                type="checkbox"
                boxSize="4"
                accentColor="colorPalette.solid"
                checked={onlyDifferences}
                onChange={(e) => setOnlyDifferences(e.currentTarget.checked)}
              />
              Afficher uniquement les différences
            </chakra.label>
            <Button size="sm" variant="outline" onClick={() => void copyLink()}>
              Copier le lien de la comparaison
            </Button>
          </Flex>
          <CompareTable
            scooters={page.scooters}
            rows={page.rows}
            onlyDifferences={onlyDifferences}
            onRemove={page.remove}
          />
        </>
      ) : (
        <Stack gap="3" align="start" borderWidth="1px" borderStyle="dashed" rounded="l3" p="6">
          <Heading as="h2" size="md">
            {page.scooters.length === 1
              ? 'Ajoutez une deuxième trottinette'
              : 'Aucune trottinette à comparer'}
          </Heading>
          <Text color="fg.muted">
            Choisissez au moins {COMPARE_MIN} trottinettes avec le bouton « Ajouter au comparateur »
            de leur fiche ou du catalogue.
          </Text>
          <Button asChild>
            <RouterLink to={ROUTES.SCOOTERS.path}>Voir les trottinettes électriques</RouterLink>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
