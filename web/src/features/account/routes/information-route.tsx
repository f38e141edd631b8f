// /mon-compte/mes-informations: the profile and the address book. Styled at build time
// (components/information.styles.ts): no Chakra runtime until an address's deletion is asked for.
import { card, heading } from '@/ui/recipes';
import { AccountPage } from '../components/account-page';
import s from '../components/account.styles';
import { AddressBook } from '../components/address-book';
import { ProfileFormCard } from '../components/profile-form';

const frame = card({ variant: 'outline' });

export function InformationRoute() {
  return (
    <AccountPage title="Mes informations">
      <section className={s.section} aria-labelledby="profile-title">
        <h2 className={heading({ size: 'xl' })} id="profile-title">
          Profil
        </h2>
        <div className={frame.root}>
          <div className={frame.body}>
            <ProfileFormCard />
          </div>
        </div>
      </section>
      <section className={s.section} aria-labelledby="addresses-title">
        <h2 className={heading({ size: 'xl' })} id="addresses-title">
          Carnet d'adresses
        </h2>
        <AddressBook />
      </section>
    </AccountPage>
  );
}
