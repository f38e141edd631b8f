// The frame of the sign-in and sign-up pages: a titled card, its form, a footer link to the other
// page. Styled at build time: these pages paint and hydrate without Chakra's runtime.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { heading, link } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './auth-card.styles';

type Props = {
  title: string;
  intro: string;
  children: ReactNode;
  /** The footer's sentence and its link to the other page (the return path travels with it). */
  footer: { text: string; label: string; to: string; state: unknown };
};

export function AuthCard({ title, intro, children, footer }: Props) {
  return (
    <div className={s.card}>
      <div className={s.head}>
        <h1 className={heading({ size: '2xl' })}>{title}</h1>
        <p className={s.muted}>{intro}</p>
      </div>
      {children}
      <div className={s.footer}>
        {footer.text}{' '}
        <Link to={footer.to} state={footer.state} className={cx(link(), s.footerLink)}>
          {footer.label}
        </Link>
      </div>
    </div>
  );
}
