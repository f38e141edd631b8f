// The product form's photos: drop or choose files (a phone offers its camera roll), each one's
// progress and state, its French alternative text (required), and buttons to reorder and remove
// (the first is the main photo). Order and texts are saved with the form; see docs/images.md.
import { useRef, useState, type DragEvent } from 'react';
import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import {
  MAX_PHOTOS,
  photoVariantPath,
  storageFileUrl,
} from '@fohzshop/shared/catalog/product-photos';
import { PHOTO_MESSAGES } from '@fohzshop/shared/catalog/photo-messages';
import { Input } from '@/ui/input';
import { FormField } from '@/ui/form-field';
import { PHOTO_BASE_URL } from '@/lib/photo-base-url';
import type { PhotoUploads } from '../hooks/use-photo-uploads';
import { PHOTO_INPUT_ACCEPT, pickedFileProblem } from '../lib/photo-files';
import type { PhotoFormValues } from '../lib/photo-form';

type Props = {
  control: Control<PhotoFormValues>;
  register: UseFormRegister<PhotoFormValues>;
  errors: FieldErrors<PhotoFormValues>;
  /** undefined: a new product, which gets its photos once saved (they are stored under its id). */
  productId: string | undefined;
  photoUploads: PhotoUploads;
};

export function ProductPhotosField({ control, register, errors, productId, photoUploads }: Props) {
  const photos = useFieldArray({ control, name: 'photos', keyName: 'key' });
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const { uploads, records, start } = photoUploads;

  const add = (files: readonly File[]) => {
    const problems: string[] = [];
    let room = MAX_PHOTOS - photos.fields.length;
    for (const file of files) {
      const problem = room > 0 ? pickedFileProblem(file) : PHOTO_MESSAGES.tooMany;
      if (problem) problems.push(`${file.name} : ${problem}`);
      else {
        room--;
        photos.append({ id: start(file), alt: '' }, { shouldFocus: false });
      }
    }
    setRefused(problems);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    add([...event.dataTransfer.files]);
  };

  const state = (id: string): { text: string; progress?: number; failed?: boolean } => {
    const upload = uploads[id];
    const record = records[id];
    if (upload?.error) return { text: upload.error, failed: true };
    if (upload && !upload.done)
      return { text: `Envoi : ${Math.round(upload.progress * 100)} %`, progress: upload.progress };
    if (record?.status === 'refused') return { text: `Refusée : ${record.error}`, failed: true };
    if (record?.status === 'ready' || !upload) return { text: 'Prête' };
    return { text: 'Traitement en cours…' };
  };
  const thumbnail = (id: string): string | undefined => {
    const record = records[id];
    if (productId && record?.status === 'ready')
      return storageFileUrl(
        PHOTO_BASE_URL,
        photoVariantPath(productId, id, record.widths[0]!, 'webp'),
      );
    return uploads[id]?.preview;
  };

  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Photos
      </Heading>
      {!productId ? (
        <Text fontSize="sm" color="fg.muted">
          Enregistrez d’abord le produit : vous pourrez ensuite lui ajouter des photos.
        </Text>
      ) : (
        <Box
          borderWidth="2px"
          borderStyle="dashed"
          rounded="l2"
          p="4"
          onDragOver={(event) => event.preventDefault()}
          onDrop={onDrop}
          data-testid="photo-dropzone"
        >
          <Flex gap="3" align="center" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
              Choisir des photos
            </Button>
            <Text fontSize="sm">ou déposez-les ici.</Text>
          </Flex>
          <Text fontSize="xs" color="fg.muted" mt="2">
            JPEG, PNG ou WebP, 15 Mo au plus. La première photo est la photo principale. HEIC
            (iPhone) non accepté : choisissez « Le plus compatible » dans les réglages de
            l’appareil.
          </Text>
          <input
            ref={input}
            type="file"
            accept={PHOTO_INPUT_ACCEPT}
            multiple
            hidden
            aria-label="Choisir des photos"
            onChange={(event) => {
              add([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </Box>
      )}
      {refused.length > 0 && (
        <Box role="alert" color="red.fg" fontSize="sm">
          {refused.map((problem) => (
            <Text key={problem}>{problem}</Text>
          ))}
        </Box>
      )}
      <Stack as="ol" gap="3" listStyleType="none" aria-label="Photos du produit">
        {photos.fields.map((field, index) => {
          const n = index + 1;
          const { text, progress, failed } = state(field.id);
          const src = thumbnail(field.id);
          return (
            <Flex as="li" key={field.key} gap="3" align="flex-start" wrap="wrap">
              <Box w="24" flexShrink={0} bg="bg.muted" rounded="l1" overflow="hidden">
                {src && <img src={src} alt="" width={96} height={72} style={{ width: '100%' }} />}
              </Box>
              <Stack gap="1" flex="1" minW="48">
                <Flex gap="2" align="center">
                  <Text fontWeight="semibold" fontSize="sm">
                    Photo {n}
                  </Text>
                  {index === 0 && <Badge colorPalette="blue">Photo principale</Badge>}
                  <Text fontSize="xs" color={failed ? 'red.fg' : 'fg.muted'} aria-live="polite">
                    {text}
                  </Text>
                </Flex>
                {progress !== undefined && (
                  <progress max={1} value={progress} aria-label={`Envoi de la photo ${n}`} />
                )}
                <FormField
                  label={`Texte alternatif (photo ${n})`}
                  error={errors.photos?.[index]?.alt?.message}
                  required
                >
                  <Input
                    placeholder="Ce que montre la photo"
                    {...register(`photos.${index}.alt`)}
                  />
                </FormField>
              </Stack>
              <Flex gap="1" wrap="wrap" alignSelf="center">
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Monter la photo ${n}`}
                  disabled={index === 0}
                  onClick={() => photos.swap(index, index - 1)}
                >
                  Monter
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Descendre la photo ${n}`}
                  disabled={index === photos.fields.length - 1}
                  onClick={() => photos.swap(index, index + 1)}
                >
                  Descendre
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Retirer la photo ${n}`}
                  onClick={() => photos.remove(index)}
                >
                  Retirer
                </Button>
              </Flex>
            </Flex>
          );
        })}
      </Stack>
      {(errors.photos?.root?.message ?? errors.photos?.message) && (
        <Text role="alert" color="red.fg" fontSize="sm">
          {errors.photos.root?.message ?? errors.photos.message}
        </Text>
      )}
    </Stack>
  );
}
