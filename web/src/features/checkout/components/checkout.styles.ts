// /mon-panier/paiement (checkout-route.tsx, checkout-form.tsx, shipping-section.tsx,
// address-fields.tsx, choice-input.tsx, take-back-offer.tsx, cart-notice.tsx), as their Chakra
// layout drew them: styled at build time, so the checkout hydrates without Chakra's runtime.
import { defineStyles } from '@/ui/theme/static-styles';

const column = { display: 'flex', flexDirection: 'column' } as const;
const note = { fontSize: 'sm', color: 'fg.muted' } as const;

export default defineStyles('checkout', {
  // The route.
  page: { ...column, gap: '6' },
  intro: { ...column, gap: '1' },
  lead: { color: 'fg.muted' },
  grid: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
    gap: '8',
    alignItems: 'start',
  },
  aside: { ...column, gap: '4' },
  // The form.
  form: { ...column, gap: '8' },
  terms: { ...column, gap: '2' },
  note,
  error: { color: 'fg.error', fontSize: 'sm' },
  link: { color: 'orange.fg' },
  submit: { alignSelf: { base: 'stretch', md: 'flex-start' } },
  // Chakra's Button with a loading text: the spinner, then the text.
  loading: { display: 'contents' },
  spinner: { borderWidth: '0.125em', color: 'inherit' },
  // The delivery address.
  title: { mb: '3' },
  choices: { ...column, gap: '3' },
  saved: { ...column, gap: '0', fontSize: 'sm' },
  savedLabel: { fontWeight: 'semibold' },
  medium: { fontWeight: 'medium' },
  newAddress: { mt: '4' },
  sameBilling: { mt: '5' },
  billing: { mt: '4' },
  address: { ...column, gap: '4' },
  pair: {
    display: 'grid',
    gridTemplateColumns: {
      base: 'repeat(1, minmax(0, 1fr))',
      md: 'repeat(2, minmax(0, 1fr))',
    },
    gap: '4',
  },
  // A radio button or checkbox in its bordered label (choice-input.tsx).
  choice: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    borderWidth: '1px',
    rounded: 'l2',
    p: '3',
    '&:has(input:checked)': { borderColor: 'orange.solid', bg: 'orange.subtle' },
  },
  // After `choice`: its padding gives way.
  compact: { p: '2', px: '3' },
  enabled: { cursor: 'pointer', opacity: 1, _hover: { borderColor: 'orange.solid' } },
  disabled: { cursor: 'not-allowed', opacity: 0.7 },
  mark: { mt: '0.5' },
  body: { flex: '1' },
  // The take-back of the old scooter.
  takeBack: { ...column, gap: '2' },
  legend: { fontWeight: 'semibold', mb: '2' },
  // Nothing to order (cart-notice.tsx).
  notice: { ...column, gap: '4', maxW: '2xl', py: '6' },
  problems: { gap: '1', ps: '5' },
  back: { alignSelf: 'flex-start' },
});
