// Frame of every account page: the title, the account links, then the page. Styled at build time.
import type { ReactNode } from 'react';
import { heading } from '@/ui/recipes';
import { AccountNav } from './account-nav';
import s from './account.styles';

export function AccountPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={s.page}>
      <div className={s.head}>
        <AccountNav />
        <h1 className={heading({ size: '3xl' })}>{title}</h1>
        {intro && <p className={s.muted}>{intro}</p>}
      </div>
      {children}
    </div>
  );
}
