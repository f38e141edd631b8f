// On a prerendered page the view waits for the page to go live (a file of its own: the
// hydration and live flags are module state).
import { act, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { startLiveCatalog } from '@/entities/product/api/catalog-queries';
import { hydrationStore } from '@/lib/hydration/hydration-store';
import { createTestLocation, TestRouter } from '@/testing/render';
import { useRecordView } from './use-record-view';

const send = vi.fn(async () => true);

function Page() {
  useRecordView('a', send);
  return null;
}

describe('useRecordView on a prerendered page', () => {
  it('sends the view once the page goes live, not during the load', () => {
    hydrationStore.begin();
    const router = createTestLocation('/p/a');
    render(<TestRouter router={router} routes={[{ path: '/p/:id', element: <Page /> }]} />);
    expect(send).not.toHaveBeenCalled();
    act(() => startLiveCatalog(new QueryClient()));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('a');
    act(() => startLiveCatalog(new QueryClient()));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
