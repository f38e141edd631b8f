// « Mes données » : download everything the shop stores (JSON), or delete the account (the
// password is asked again; orders stay, anonymised, for the invoices the law makes us keep).
// Styled at build time; the export's contract and the deletion dialog (Chakra) load when used.
import { lazy, Suspense, useState } from 'react';
import { ACCOUNT_MESSAGES } from '@fohzshop/shared/account-orders';
import { useLazyCallable } from '@/lib/callable/use-lazy-callable';
import { downloadText } from '@/lib/download';
import { LoadingLabel } from '@/ui/loading-label';
import { button, heading } from '@/ui/recipes';
import { paletteClass } from '@/ui/theme/palettes';
import { cx } from '@/ui/theme/static-styles';
import { loadWithChakra } from '@/ui/theme/with-chakra';
import s from './account.styles';

const loadContract = () => import('@fohzshop/shared/contracts/account').then((m) => m.exportMyData);
const loadDialog = () =>
  loadWithChakra(import('./delete-account-dialog').then((m) => m.DeleteAccountDialog));
const DeleteAccountDialog = lazy(async () => ({ default: await loadDialog() }));

export function DataRights() {
  const [confirming, setConfirming] = useState(false);
  const [wanted, setWanted] = useState(false);
  const exporting = useLazyCallable(
    loadContract,
    { success: ACCOUNT_MESSAGES.exported },
    {
      onSuccess: (data) =>
        downloadText(
          JSON.stringify(data, null, 2),
          `fohzshop-mes-donnees-${data.exported_at.slice(0, 10)}.json`,
          'application/json',
        ),
    },
  );
  const prefetch = () => void loadDialog();
  return (
    <section className={s.dataRights} aria-labelledby="my-data">
      <h2 className={heading({ size: 'xl' })} id="my-data">
        Mes données
      </h2>
      <p className={s.muted}>
        Téléchargez une copie de toutes les informations que nous conservons sur vous (profil,
        adresses, garage, panier, commandes, avis), ou supprimez votre compte. Vos commandes sont
        alors conservées sans vos nom et coordonnées, pour les factures que la loi nous oblige à
        garder.
      </p>
      <div className={s.actions}>
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onPointerDown={exporting.preload}
          onFocus={exporting.preload}
          onClick={() => exporting.mutate({})}
          disabled={exporting.isPending}
          data-loading={exporting.isPending ? '' : undefined}
        >
          <LoadingLabel loading={exporting.isPending}>Télécharger mes données</LoadingLabel>
        </button>
        <button
          type="button"
          className={cx(button({ variant: 'outline' }), paletteClass('red'))}
          aria-haspopup="dialog"
          onPointerDown={prefetch}
          onFocus={prefetch}
          onClick={() => {
            setWanted(true);
            setConfirming(true);
          }}
        >
          Supprimer mon compte
        </button>
      </div>
      {wanted && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
        </Suspense>
      )}
    </section>
  );
}
