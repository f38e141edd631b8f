// Site header: logo, main menu, search, theme, cart, account.
import { CartHeaderLink } from '@/entities/cart/components/cart-header-link';
import { SearchButton } from '@/features/search/components/search-button';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { container } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import { AccountArea } from './account-area';
import { DesktopNav } from './desktop-nav';
import s from './header.styles';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';

export function Header() {
  return (
    <header className={s.root}>
      <div className={cx(container(), s.bar)}>
        <MobileNav />
        <Logo />
        <div className={s.gap} />
        <DesktopNav />
        <div className={s.spacer} />
        <div className={s.actions}>
          <SearchButton />
          <ThemeToggle />
          <CartHeaderLink />
          <AccountArea />
        </div>
      </div>
    </header>
  );
}
