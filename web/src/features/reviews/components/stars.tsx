import { HStack } from '@chakra-ui/react';
import { StarIcon } from '@/ui/icons';

/** Five stars, filled up to `rating` (rounded to the nearest half shown as full). */
export function Stars({ rating, size = '4' }: { rating: number; size?: string }) {
  const rounded = Math.round(rating);
  return (
    <HStack gap="0.5" role="img" aria-label={`Note : ${rating.toLocaleString('fr-FR')} sur 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          boxSize={size}
          color={n <= rounded ? 'orange.solid' : 'border.emphasized'}
          fill={n <= rounded ? 'currentColor' : 'none'}
        />
      ))}
    </HStack>
  );
}
