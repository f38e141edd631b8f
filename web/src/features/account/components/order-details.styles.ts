// /mon-compte/mes-commandes/:order_id (order-details-route.tsx and the order-*.tsx parts it
// renders), as their Chakra layout drew them (Stack, HStack, SimpleGrid, Table, List, Text):
// styled at build time, so the order page hydrates without Chakra's runtime. The small, muted
// and strong texts are account.styles.ts's.
import { defineStyles } from '@/ui/theme/static-styles';
import { tableLine } from '@/ui/theme/table-line-styles';

const column = { display: 'flex', flexDirection: 'column' } as const;
// SimpleGrid columns={{ base: 1, sm|md: 2 }} gap="6".
const one = 'repeat(1, minmax(0, 1fr))';
const two = 'repeat(2, minmax(0, 1fr))';
const { columnHeader, cell } = tableLine;

export default defineStyles('account-order', {
  // The route: status badges and invoice, the panels (Card.Body gap="4"), « Introuvable ».
  head: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: '3',
  },
  panelBody: { gap: '4' },
  notFound: { ...column, gap: '3', alignItems: 'start' },
  // Stack gap="3": the timeline's, the return's and the credit notes' sections, the forms.
  stack: { ...column, gap: '3' },
  alignStart: { alignSelf: 'start' },
  alignFlexStart: { alignSelf: 'flex-start' },
  // What was bought (order-items.tsx).
  table: tableLine.table,
  tableRow: { bg: 'bg' },
  columnHeader,
  columnHeaderEnd: { ...columnHeader, textAlign: 'end' },
  cell,
  cellEnd: { ...cell, textAlign: 'end' },
  itemName: { fontWeight: 'medium' },
  itemMeta: { fontSize: 'xs', color: 'fg.muted' },
  totals: { ...column, gap: '1', alignSelf: 'end', minW: '60', fontSize: 'sm' },
  // Stack direction="row": its default gap is 0.5rem.
  totalRow: {
    display: 'flex',
    flexDirection: 'row',
    justifyContent: 'space-between',
    gap: '0.5rem',
  },
  totalStrong: { fontWeight: 'bold' },
  // The addresses (order-addresses.tsx).
  addresses: { display: 'grid', gridTemplateColumns: { base: one, sm: two }, gap: '6' },
  address: { ...column, gap: '0', fontSize: 'sm' },
  addressTitle: { mb: '1' },
  // Payment and delivery (order-payment-delivery.tsx, order-payment-actions.tsx).
  paymentDelivery: { display: 'grid', gridTemplateColumns: { base: one, md: two }, gap: '6' },
  details: { ...column, gap: '2' },
  // Return and withdrawal (order-return.tsx): the model form, a button drawn as a link.
  inlineButton: { p: '0', h: 'auto', color: 'orange.fg' },
  // The review's selects fill their field, as NativeSelect's root did (width 100%, where
  // StaticSelect's is auto): doubled, the class outranks StaticSelect's whatever the sheets' order.
  select: { '&&': { width: '100%' } },
  // The credit notes (order-credit-notes.tsx).
  creditNotes: { gap: '2' },
  creditNote: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' },
  // The dated history (order-timeline.tsx), the latest event marked in orange.
  timeline: { gap: '3', listStyleType: 'none' },
  event: { borderStartWidth: '3px', ps: '3' },
  eventPast: { borderColor: 'border' },
  eventLatest: { borderColor: 'orange.solid' },
  eventName: { fontWeight: 'medium' },
  eventAt: { fontSize: 'sm', color: 'fg.muted' },
});
