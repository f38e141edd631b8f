// People waiting for each product's return in stock (back-in-stock alerts), live.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { waitingCountsQuery } from '../api/waiting-counts';

const NONE: ReadonlyMap<string, number> = new Map();

export function useWaitingCounts(): ReadonlyMap<string, number> {
  const client = useQueryClient();
  return useQuery(waitingCountsQuery(client)).data ?? NONE;
}
