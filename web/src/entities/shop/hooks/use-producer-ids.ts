// Public hook: the shop's producer identifiers (IDU), placeholders until settings/shop is read.
import { useQuery } from '@tanstack/react-query';
import { PRODUCER_ID_PLACEHOLDERS, type ProducerIds } from '@fohzshop/shared/producer-ids';
import { producerIdsQuery } from '../api/shop-queries';

export function useProducerIds(): ProducerIds {
  return useQuery(producerIdsQuery).data ?? PRODUCER_ID_PLACEHOLDERS;
}
