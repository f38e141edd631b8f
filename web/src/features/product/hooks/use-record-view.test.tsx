import { StrictMode } from 'react';
import { act, render } from '@testing-library/react';
import { createTestLocation, TestRouter } from '@/testing/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRecordedViews, useRecordView } from './use-record-view';

const send = vi.fn(async () => true);

function Page({ id }: { id?: string }) {
  useRecordView(id, send);
  return null;
}

function setup(element: React.ReactNode) {
  const router = createTestLocation('/p/a');
  const tree = () => (
    <StrictMode>
      <TestRouter
        router={router}
        routes={[
          { path: '/p/:id', element },
          { path: '/ailleurs', element: null },
        ]}
      />
    </StrictMode>
  );
  const { rerender } = render(tree());
  return { ...router, rerender: () => rerender(tree()) };
}

afterEach(() => {
  send.mockClear();
  resetRecordedViews();
});

describe('useRecordView', () => {
  it('records one view per page view, even with StrictMode double effects and re-renders', () => {
    const router = setup(<Page id="a" />);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('a');
    act(() => router.rerender());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('waits for the product to be known', () => {
    setup(<Page />);
    expect(send).not.toHaveBeenCalled();
  });

  it('counts a new navigation to the page as a new view', async () => {
    const router = setup(<Page id="a" />);
    await act(() => router.navigate('/ailleurs'));
    await act(() => router.navigate('/p/a'));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
