// Header account area (account-area.tsx).
import { defineStyles } from '@/ui/theme/static-styles';

export default defineStyles('account-area', {
  placeholder: { height: '8', width: '24', rounded: 'md', hideBelow: 'md' },
  loginIcon: { hideFrom: 'md', px: '0', py: '0', _icon: { fontSize: '1.2em' } },
  guestActions: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: '2',
    hideBelow: 'md',
  },
  accountButton: { px: '2' },
  items: { listStyleType: 'none' },
  name: { px: '3', py: '1.5', fontSize: 'xs', color: 'fg.muted', truncate: true },
  separator: { my: '1' },
});
