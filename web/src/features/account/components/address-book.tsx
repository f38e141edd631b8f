// The address book: up to MAX_ADDRESSES French addresses, the first one being the default.
// Every change rewrites the list in users/{uid}/addresses and shows the shop's success toast.
// Styled at build time; the deletion's confirmation (Chakra's dialog) loads with Chakra's runtime
// at the first press or focus of a « Supprimer », so the screen's load has neither.
import { useMutation } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { MESSAGES } from '@fohzshop/shared/messages';
import { MAX_ADDRESSES, type Address } from '@fohzshop/shared/schemas/user';
import { LazyConfirmDialog, prefetchConfirmDialog } from '@/ui/lazy-confirm-dialog';
import { badge, button, card } from '@/ui/recipes';
import { paletteClass } from '@/ui/theme/palettes';
import { cx } from '@/ui/theme/static-styles';
import { saveAddresses } from '../api/profile-api';
import { useAccountIdentity } from '../hooks/use-account-identity';
import { EMPTY_ADDRESS, type AddressForm } from './account-schemas';
import a from './account.styles';
import { AddressFormFields } from './address-form';
import {
  addressSummary,
  makeDefault,
  removeAt,
  replaceAt,
  toAddress,
  toForm,
} from './address-list-ops';
import s from './information.styles';

const entry = card({ variant: 'outline', size: 'sm' });
const adding = card({ variant: 'outline' });
const small = button({ size: 'xs', variant: 'outline' });
const remove = cx(button({ size: 'xs', variant: 'ghost' }), paletteClass('red'));
const defaultBadge = cx(badge(), paletteClass('green'));

/** 'new', the index being edited, or null. */
type Editing = 'new' | number | null;

export function AddressBook() {
  const { identity, profile } = useAccountIdentity();
  const addresses = profile?.addresses ?? [];
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  // The dialog mounts at the first deletion asked for, and stays (its closing animation).
  const [dialogWanted, setDialogWanted] = useState(false);
  const mutation = useMutation({
    mutationFn: (list: Address[]) => {
      if (!identity) throw new Error('signed out');
      return saveAddresses(identity, profile, list);
    },
    meta: {
      successMessage: MESSAGES.userUpdated,
      errorMessage: "Votre carnet d'adresses n'a pas pu être enregistré. Réessayez.",
    },
    onSuccess: () => {
      setEditing(null);
      setRemoving(null);
    },
  });
  const submit = (values: AddressForm) => {
    const address = toAddress(values);
    mutation.mutate(
      editing === 'new' ? [...addresses, address] : replaceAt(addresses, Number(editing), address),
    );
  };
  const full = addresses.length >= MAX_ADDRESSES;
  return (
    <div className={s.stack}>
      {addresses.length === 0 && editing === null && (
        <p className={a.muted}>Aucune adresse enregistrée pour l'instant.</p>
      )}
      <ul className={s.addresses} aria-label="Mes adresses">
        {addresses.map((address, index) => (
          <li key={`${index}-${addressSummary(address)}`}>
            <div className={entry.root}>
              <div className={cx(entry.body, s.addressBody)}>
                {editing === index ? (
                  <AddressFormFields
                    initial={toForm(address)}
                    busy={mutation.isPending}
                    submitLabel="Enregistrer l'adresse"
                    onSubmit={submit}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <>
                    <div className={s.addressRow}>
                      <p className={s.addressName}>{address.label || `Adresse ${index + 1}`}</p>
                      {index === 0 && <span className={defaultBadge}>Adresse par défaut</span>}
                    </div>
                    <p className={a.small}>{addressSummary(address)}</p>
                    {address.phone && <p className={a.small}>Tél. : {address.phone}</p>}
                    <div className={s.addressRow}>
                      <button type="button" className={small} onClick={() => setEditing(index)}>
                        Modifier
                      </button>
                      {index > 0 && (
                        <button
                          type="button"
                          className={small}
                          onClick={() => mutation.mutate(makeDefault(addresses, index))}
                        >
                          Définir par défaut
                        </button>
                      )}
                      <button
                        type="button"
                        className={remove}
                        onPointerDown={prefetchConfirmDialog}
                        onFocus={prefetchConfirmDialog}
                        onClick={() => {
                          setDialogWanted(true);
                          setRemoving(index);
                        }}
                      >
                        Supprimer
                      </button>
                    </div>
                  </>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <div className={adding.root}>
          <div className={adding.body}>
            <AddressFormFields
              initial={{
                ...EMPTY_ADDRESS,
                first_name: profile?.first_name ?? '',
                last_name: profile?.last_name ?? '',
              }}
              busy={mutation.isPending}
              submitLabel="Ajouter l'adresse"
              onSubmit={submit}
              onCancel={() => setEditing(null)}
            />
          </div>
        </div>
      ) : (
        <div className={s.adding}>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => setEditing('new')}
            disabled={full}
          >
            Ajouter une adresse
          </button>
          <p className={a.smallMuted}>
            {full
              ? `Votre carnet est complet (${MAX_ADDRESSES} adresses) : supprimez-en une pour en ajouter.`
              : 'Livraison gratuite en France métropolitaine.'}
          </p>
        </div>
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <LazyConfirmDialog
            open={removing !== null}
            title="Supprimer cette adresse ?"
            busy={mutation.isPending}
            onCancel={() => setRemoving(null)}
            onConfirm={() => removing !== null && mutation.mutate(removeAt(addresses, removing))}
            danger
          >
            {removing !== null && addresses[removing] ? addressSummary(addresses[removing]) : ''}
          </LazyConfirmDialog>
        </Suspense>
      )}
    </div>
  );
}
