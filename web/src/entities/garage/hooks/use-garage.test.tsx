import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GARAGE_STORAGE_KEY } from '@fohzshop/shared/catalog/compatibility';
import { product } from '@fohzshop/shared/test-support/products';
import { GARAGE_MAX, useGarage } from './use-garage';

describe('useGarage', () => {
  it('adds, removes and toggles scooters, persisted in localStorage', () => {
    const { result } = renderHook(() => useGarage());
    expect(result.current.scooterIds).toEqual([]);
    act(() => result.current.add('thunder'));
    act(() => result.current.add('wolf'));
    act(() => result.current.add('thunder'));
    expect(result.current.scooterIds).toEqual(['wolf', 'thunder']);
    expect(JSON.parse(localStorage.getItem(GARAGE_STORAGE_KEY) ?? '[]')).toEqual([
      'wolf',
      'thunder',
    ]);
    act(() => result.current.toggle('wolf'));
    expect(result.current.has('wolf')).toBe(false);
    act(() => result.current.clear());
    expect(result.current.scooterIds).toEqual([]);
    expect(localStorage.getItem(GARAGE_STORAGE_KEY)).toBeNull();
  });

  it('is shared between hook instances and follows other tabs (storage event)', () => {
    const a = renderHook(() => useGarage());
    const b = renderHook(() => useGarage());
    act(() => a.result.current.add('thunder'));
    expect(b.result.current.scooterIds).toEqual(['thunder']);
    act(() => {
      localStorage.setItem(GARAGE_STORAGE_KEY, JSON.stringify(['mantis']));
      window.dispatchEvent(new StorageEvent('storage', { key: GARAGE_STORAGE_KEY }));
    });
    expect(a.result.current.scooterIds).toEqual(['mantis']);
  });

  it('ignores corrupt storage and caps the garage', () => {
    localStorage.setItem(GARAGE_STORAGE_KEY, '{not json');
    const { result } = renderHook(() => useGarage());
    expect(result.current.scooterIds).toEqual([]);
    act(() => {
      for (let i = 0; i < GARAGE_MAX + 3; i += 1) result.current.add(`s${i}`);
    });
    expect(result.current.scooterIds).toHaveLength(GARAGE_MAX);
    expect(result.current.isFull).toBe(true);
  });

  it('narrows parts to those fitting a garage scooter, keeps scooters, and all parts when empty', () => {
    const scooter = product({ product_id: 'thunder' });
    const fits = product({
      product_id: 'pneu',
      type: 'Pièce détachée',
      compatible_with: ['thunder'],
    });
    const other = product({
      product_id: 'frein',
      type: 'Pièce détachée',
      compatible_with: ['wolf'],
    });
    const { result } = renderHook(() => useGarage());
    expect(result.current.narrow([scooter, fits, other])).toHaveLength(3);
    act(() => result.current.add('thunder'));
    expect(result.current.narrow([scooter, fits, other]).map((p) => p.product_id)).toEqual([
      'thunder',
      'pneu',
    ]);
  });
});
