// The sign-in and sign-up card and their forms (auth-card.tsx, login-form.tsx, signup-form.tsx,
// forgot-password-form.tsx), as their Chakra layout drew them.
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('auth-card', {
  card: {
    maxW: 'md',
    mx: 'auto',
    borderWidth: '1px',
    rounded: 'xl',
    p: { base: '6', md: '8' },
    bg: 'bg.panel',
    boxShadow: 'sm',
  },
  head: { display: 'flex', flexDirection: 'column', gap: '2', mb: '6' },
  muted: { color: 'fg.muted' },
  footer: { mt: '6', fontSize: 'sm', color: 'fg.muted', textAlign: 'center' },
  footerLink: { color: 'orange.fg', fontWeight: 'semibold' },
  stack: { display: 'flex', flexDirection: 'column', gap: '4' },
  pair: { display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' }, gap: '4' },
  spinner: { borderWidth: '0.125em', color: 'inherit' },
  forgotten: { mt: '3', color: 'orange.fg' },
});
