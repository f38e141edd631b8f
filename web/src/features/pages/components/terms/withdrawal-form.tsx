// Modèle de formulaire de rétractation (annexe à l'article R221-1 du Code de la consommation).
import { useShopContact } from '@/entities/shop/hooks/use-shop-contact';
import { heading } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { SHOP_IDENTITY } from '../shop-identity';
import s from './withdrawal-form.styles';

export function WithdrawalForm() {
  const contact = useShopContact();
  const recipient = [SHOP_IDENTITY.name, contact?.address, contact?.email]
    .filter(Boolean)
    .join(', ');
  return (
    <figure className={s.figure} data-testid="withdrawal-form">
      <h3 className={cx(heading({ size: 'md' }), s.title)}>Modèle de formulaire de rétractation</h3>
      <p>
        (Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous
        rétracter du contrat.)
      </p>
      <p>À l'attention de {recipient} :</p>
      <p>
        Je/Nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat
        portant sur la vente du bien (*) ci-dessous :
      </p>
      <ul>
        <li>Commandé le (*) / reçu le (*) :</li>
        <li>Numéro de commande :</li>
        <li>Nom du (des) consommateur(s) :</li>
        <li>Adresse du (des) consommateur(s) :</li>
        <li>
          Signature du (des) consommateur(s) (uniquement en cas de notification du présent
          formulaire sur papier) :
        </li>
        <li>Date :</li>
      </ul>
      <p>(*) Rayez la mention inutile.</p>
    </figure>
  );
}
