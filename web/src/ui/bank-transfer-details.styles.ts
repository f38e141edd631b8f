// The bank transfer's details (bank-transfer-details.tsx), as their Chakra layout drew them.
import { defineStyles } from './theme/static-styles';

const wrapRow = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' } as const;

export default defineStyles('bank-transfer', {
  root: { borderWidth: '1px', rounded: 'l3', p: '5' },
  title: { mb: '2' },
  list: { display: 'flex', flexDirection: 'column' },
  row: { ...wrapRow, py: '2', borderBottomWidth: '1px' },
  label: { minW: '36', color: 'fg.muted', fontSize: 'sm' },
  value: { ...wrapRow, flex: '1' },
  text: { flex: '1', fontWeight: 'semibold' },
  mono: { fontFamily: 'mono' },
  note: { mt: '3', fontSize: 'sm', color: 'fg.muted' },
});
