// The product form's photo list: reorder with the keyboard, remove, alternative text required,
// each photo's state (progress, ready, refused with its reason), HEIC refused before sending.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { PHOTO_MESSAGES } from '@fohzshop/shared/catalog/photo-messages';
import type { PhotoRecord } from '@fohzshop/shared/schemas/product-photo';
import { TestProviders } from '@/testing/render';
import type { PhotoUploads } from '../hooks/use-photo-uploads';
import { PhotoFormListSchema, type PhotoFormValues } from '../lib/photo-form';
import { ProductPhotosField } from './product-photos-field';

const ready: PhotoRecord = {
  status: 'ready',
  width: 1000,
  height: 750,
  widths: [320, 640, 960, 1000],
  placeholder: 'data:image/webp;base64,UklGRg==',
  processed_at: '2026-11-28T00:00:00.000Z',
};

function setup(photos: PhotoFormValues['photos'], state: Partial<PhotoUploads> = {}) {
  const onValid = vi.fn((_values: PhotoFormValues) => undefined);
  const start = vi.fn((_file: File) => 'newphoto0001');
  const photoUploads: PhotoUploads = { uploads: {}, records: {}, start, ...state };
  function Harness() {
    const {
      control,
      register,
      handleSubmit,
      formState: { errors },
    } = useForm<PhotoFormValues>({
      resolver: zodResolver(z.object({ photos: PhotoFormListSchema })),
      defaultValues: { photos },
    });
    return (
      <form noValidate onSubmit={handleSubmit(onValid)}>
        <ProductPhotosField
          control={control}
          register={register}
          errors={errors}
          productId="dualtron-thunder-3"
          photoUploads={photoUploads}
        />
        <button type="submit">Enregistrer</button>
      </form>
    );
  }
  render(
    <TestProviders>
      <Harness />
    </TestProviders>,
  );
  return { onValid, start, user: userEvent.setup() };
}

const alts = () =>
  screen
    .getAllByLabelText(/Texte alternatif \(photo \d\)/)
    .map((el) => (el as HTMLInputElement).value);

const three = [
  { id: 'photoAAAA0001', alt: 'Profil' },
  { id: 'photoBBBB0002', alt: 'Guidon' },
  { id: 'photoCCCC0003', alt: 'Roue' },
];

describe('ProductPhotosField', () => {
  it('moves a photo up and down with the keyboard; the first is the main photo', async () => {
    const { user, onValid } = setup(three);
    const list = screen.getByRole('list', { name: 'Photos du produit' });
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Photo principale');
    expect(
      (screen.getByRole('button', { name: 'Monter la photo 1' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    screen.getByRole('button', { name: 'Monter la photo 3' }).focus();
    await user.keyboard('{Enter}');
    expect(alts()).toEqual(['Profil', 'Roue', 'Guidon']);
    screen.getByRole('button', { name: 'Descendre la photo 1' }).focus();
    await user.keyboard(' ');
    expect(alts()).toEqual(['Roue', 'Profil', 'Guidon']);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onValid.mock.calls[0]![0].photos.map((p) => p.id)).toEqual([
      'photoCCCC0003',
      'photoAAAA0001',
      'photoBBBB0002',
    ]);
  });

  it('removes a photo from the list that is saved', async () => {
    const { user, onValid } = setup(three);
    await user.click(screen.getByRole('button', { name: 'Retirer la photo 2' }));
    expect(alts()).toEqual(['Profil', 'Roue']);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onValid.mock.calls[0]![0].photos).toEqual([three[0], three[2]]);
  });

  it('requires a French alternative text for every photo', async () => {
    const { user, onValid } = setup([three[0]!, { id: 'photoDDDD0004', alt: '' }]);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByText(PHOTO_MESSAGES.altRequired)).textContent).toBe(
      PHOTO_MESSAGES.altRequired,
    );
    expect(onValid).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Texte alternatif \(photo 2\)/), 'Plateau');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it("shows each photo's state: sending with its progress, ready, refused with the reason", () => {
    setup(three, {
      uploads: { photoAAAA0001: { progress: 0.4, done: false, preview: 'blob:x' } },
      records: {
        photoBBBB0002: ready,
        photoCCCC0003: {
          status: 'refused',
          error: PHOTO_MESSAGES.tooWide,
          processed_at: ready.processed_at,
        },
      },
    });
    expect(screen.getByText('Envoi : 40 %')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Envoi de la photo 1' })).toBeTruthy();
    expect(screen.getAllByText('Prête')).toHaveLength(1);
    expect(document.body.textContent).toContain(`Refusée : ${PHOTO_MESSAGES.tooWide}`);
  });

  it('refuses a HEIC file before sending it, and sends a JPEG', async () => {
    const { user, start } = setup([]);
    const input = screen.getByLabelText('Choisir des photos', { selector: 'input' });
    expect(input.getAttribute('accept')).toBe('image/*');
    await user.upload(input, new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' }));
    expect(screen.getByRole('alert').textContent).toContain(PHOTO_MESSAGES.heic);
    expect(start).not.toHaveBeenCalled();
    await user.upload(input, new File(['x'], 'profil.jpg', { type: 'image/jpeg' }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(alts()).toEqual(['']);
  });
});
