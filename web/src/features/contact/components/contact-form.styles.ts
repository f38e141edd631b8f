// The contact form (contact-form.tsx), as its Chakra layout drew it.
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('contact-form', {
  stack: { display: 'flex', flexDirection: 'column', gap: '4' },
  pair: { display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '4' },
  submit: { alignSelf: 'flex-start' },
  spinner: { borderWidth: '0.125em', color: 'inherit' },
});
