// products/{id}/photos completed from the records, whoever writes last (the form's save or the
// function finishing a photo): entries filled in, refused photos dropped, unchanged lists left
// alone (null), and a save naming a refused photo stopped with its reason.
import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@fohzshop/shared/catalog/photo-messages';
import type { PhotoRecord } from '@fohzshop/shared/schemas/product-photo';
import { filledList, savedPhotos, type PhotoRecords } from '../src/products/photos/photo-list.js';

const ready: PhotoRecord = {
  status: 'ready',
  width: 1000,
  height: 750,
  widths: [320, 640, 960, 1000],
  placeholder: 'data:image/webp;base64,UklGRg==',
  processed_at: '2026-11-28T00:00:00.000Z',
};
const refused: PhotoRecord = {
  status: 'refused',
  error: PHOTO_MESSAGES.tooWide,
  processed_at: ready.processed_at,
};
const records: PhotoRecords = new Map<string, PhotoRecord>([
  ['photoAAAA0001', ready],
  ['photoBBBB0002', refused],
]);
const { status: _s, processed_at: _p, ...details } = ready;

describe('filledList', () => {
  it('completes the ready entries, keeps the pending ones, drops the refused ones', () => {
    const stored = [
      { id: 'photoAAAA0001', alt: 'Profil' },
      { id: 'photoBBBB0002', alt: 'Trop grande' },
      { id: 'photoCCCC0003', alt: 'En cours' },
    ];
    expect(filledList(stored, records)).toEqual([
      { id: 'photoAAAA0001', alt: 'Profil', ...details },
      { id: 'photoCCCC0003', alt: 'En cours' },
    ]);
  });

  it('says null for a complete list, whatever order the database gives its keys in', () => {
    const complete = [{ ...details, alt: 'Profil', id: 'photoAAAA0001' }];
    expect(filledList(complete, records)).toBeNull();
    expect(filledList({ 0: complete[0] }, records)).toBeNull();
  });
});

describe('savedPhotos', () => {
  it('refuses a list naming a refused photo, with its position and reason', () => {
    const list = [
      { id: 'photoAAAA0001', alt: 'Profil' },
      { id: 'photoBBBB0002', alt: 'Trop grande' },
    ];
    expect(() => savedPhotos(list, records)).toThrow(
      PHOTO_MESSAGES.refusedInList(2, PHOTO_MESSAGES.tooWide),
    );
    expect(savedPhotos([list[0]!], records)).toEqual([{ ...list[0], ...details }]);
  });
});
