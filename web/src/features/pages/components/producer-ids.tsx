// The shop's unique REP identifiers (IDU), one per scheme, from settings/shop (L541-10-13 C. env.:
// in the CGV and on the website). Placeholders until the merchant has set them.
import { useProducerIds } from '@/entities/shop/hooks/use-producer-ids';

export function ProducerIdsList() {
  const ids = useProducerIds();
  return (
    <ul data-testid="producer-ids">
      <li>
        Identifiant unique (IDU) de la filière des équipements électriques et électroniques (DEEE) :{' '}
        {ids.deee}
      </li>
      <li>Identifiant unique (IDU) de la filière des piles et batteries : {ids.batteries}</li>
    </ul>
  );
}
