// Modèle de formulaire de rétractation (annexe à l'article R221-1 du Code de la consommation).
import { Box, Heading } from '@chakra-ui/react';
import { useShopContact } from '@/entities/shop/hooks/use-shop-contact';
import { SHOP_IDENTITY } from '../shop-identity';

export function WithdrawalForm() {
  const contact = useShopContact();
  const recipient = [SHOP_IDENTITY.name, contact?.address, contact?.email]
    .filter(Boolean)
    .join(', ');
  return (
    <Box
      as="figure"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="lg"
      p="5"
      my="4"
      bg="bg.subtle"
      data-testid="withdrawal-form"
    >
      <Heading as="h3" size="md" mb="2">
        Modèle de formulaire de rétractation
      </Heading>
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
    </Box>
  );
}
