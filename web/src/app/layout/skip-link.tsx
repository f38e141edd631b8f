import { Link } from '@chakra-ui/react';

export function SkipLink() {
  return (
    <Link
      href="#contenu"
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipLink"
      bg="bg.panel"
      px="4"
      py="2"
      rounded="md"
      boxShadow="md"
      _focus={{ top: '2' }}
    >
      Aller au contenu
    </Link>
  );
}
