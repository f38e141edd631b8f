// Long-form content pages (document-page.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

const prose = {
  '& p': { mb: '3', lineHeight: '1.7' },
  '& ul, & ol': { ps: '6', mb: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: '1', lineHeight: '1.7' },
  '& h3': { fontWeight: 'semibold', fontSize: 'lg', mt: '5', mb: '2' },
  '& a': { color: 'orange.fg', textDecoration: 'underline' },
  '& strong': { fontWeight: 'semibold' },
} as const;

export default defineStyles('document-page', {
  page: { display: 'flex', flexDirection: 'column', gap: '8', maxW: '4xl' },
  head: { display: 'flex', flexDirection: 'column', gap: '3' },
  intro: { color: 'fg.muted', fontSize: 'lg', ...prose },
  updated: { fontSize: 'sm', color: 'fg.muted' },
  summary: { borderWidth: '1px', rounded: 'lg', p: '5', bg: 'bg.subtle' },
  summaryTitle: { mb: '3' },
  summaryList: {
    ps: '5',
    listStyleType: 'decimal',
    '& li': { mb: '1' },
    '& a': { color: 'orange.fg' },
  },
  section: { scrollMarginTop: '24' },
  sectionTitle: { mb: '3' },
  prose,
});
