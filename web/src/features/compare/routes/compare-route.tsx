// /comparer?ids=a,b,c — compare 2 to 4 scooters side by side; the URL can be shared.
// Styled at build time (components/compare.styles.ts): no Chakra runtime on the load.
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { COMPARE_MAX, COMPARE_MIN } from '@fohzshop/shared/catalog/compare';
import { ROUTES } from '@fohzshop/shared/routes';
import { useFullyHydrated } from '@/lib/hydration/hydration-store';
import { button, heading, skeleton } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { notify } from '@/ui/toaster-store';
import { CompareTable } from '../components/compare-table';
import s from '../components/compare.styles';
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
    <div className={s.page}>
      <header>
        <h1 className={cx(heading({ size: '2xl' }), s.title)}>
          Comparer des trottinettes électriques
        </h1>
        <p className={s.lead}>
          Comparez jusqu’à {COMPARE_MAX} trottinettes : puissance, batterie, autonomie, vitesse,
          poids, freins et prix.
        </p>
      </header>
      {known && page.missing.length > 0 && (
        <p className={s.missing} role="status">
          {page.missing.length === 1
            ? 'Une trottinette de ce lien est introuvable'
            : `${page.missing.length} trottinettes de ce lien sont introuvables`}{' '}
          : {page.missing.join(', ')}.
        </p>
      )}
      {!known || page.isLoading ? (
        // Keyed, like the cart's: a reused div would count as a layout shift of the content.
        <div
          key="skeleton"
          className={cx(skeleton(), s.skeleton)}
          aria-label="Chargement de la comparaison"
        />
      ) : ready ? (
        <>
          <div className={s.toolbar}>
            <label className={s.toggle}>
              <input
                type="checkbox"
                className={s.checkbox}
                checked={onlyDifferences}
                onChange={(e) => setOnlyDifferences(e.currentTarget.checked)}
              />
              Afficher uniquement les différences
            </label>
            <button
              type="button"
              className={button({ size: 'sm', variant: 'outline' })}
              onClick={() => void copyLink()}
            >
              Copier le lien de la comparaison
            </button>
          </div>
          <CompareTable
            scooters={page.scooters}
            rows={page.rows}
            onlyDifferences={onlyDifferences}
            onRemove={page.remove}
          />
        </>
      ) : (
        <div className={s.empty}>
          <h2 className={heading({ size: 'md' })}>
            {page.scooters.length === 1
              ? 'Ajoutez une deuxième trottinette'
              : 'Aucune trottinette à comparer'}
          </h2>
          <p className={s.lead}>
            Choisissez au moins {COMPARE_MIN} trottinettes avec le bouton « Ajouter au comparateur »
            de leur fiche ou du catalogue.
          </p>
          <Link to={ROUTES.SCOOTERS.path} className={button()}>
            Voir les trottinettes électriques
          </Link>
        </div>
      )}
    </div>
  );
}
