// Product images: the main one (sized, eager: it is the page's LCP) and thumbnails to switch.
import { useState } from 'react';
import { Box, Button, HStack, Image, Stack } from '@chakra-ui/react';
import {
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_WIDTH,
} from '@/entities/product/hooks/use-product-display';

type Props = { images: readonly string[]; name: string };

export function ProductGallery({ images, name }: Props) {
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, images.length - 1)];
  return (
    <Stack gap="3">
      <Box borderWidth="1px" rounded="l3" overflow="hidden" bg="bg.muted">
        <Image
          src={current ?? '/favicon.svg'}
          alt={images.length > 1 ? `${name} — image ${selected + 1} sur ${images.length}` : name}
          width={PRODUCT_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT}
          fetchPriority="high"
          decoding="async"
          w="full"
          h="auto"
          aspectRatio="4 / 3"
          objectFit="contain"
        />
      </Box>
      {images.length > 1 && (
        <HStack gap="2" wrap="wrap" aria-label="Images du produit">
          {images.map((image, index) => (
            <Button
              key={`${image}-${index}`}
              variant="outline"
              p="0"
              h="auto"
              w="20"
              overflow="hidden"
              aria-label={`Afficher l'image ${index + 1}`}
              aria-pressed={index === selected}
              borderColor={index === selected ? 'colorPalette.solid' : undefined}
              onClick={() => setSelected(index)}
            >
              <Image
                src={image}
                alt=""
                width={80}
                height={60}
                loading="lazy"
                w="full"
                h="auto"
                objectFit="contain"
              />
            </Button>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
