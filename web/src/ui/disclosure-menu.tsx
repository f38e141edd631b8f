// Disclosure dropdown for site navigation (WAI-ARIA "disclosure navigation" pattern): a button
// that shows a list of links. Tiny on purpose — no menu library in the initial bundle; styled at
// build time (disclosure-menu.styles.ts): no Chakra runtime either.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import s from './disclosure-menu.styles';
import { ChevronDownIcon } from './icons';
import { button as buttonRecipe } from './recipes';
import { cx } from './theme/static-styles';

type Props = {
  label: ReactNode;
  /** Items; call `close` when one is chosen. */
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  /** The (ghost) button's size. */
  size?: 'sm' | 'md';
  /** Classes added to the button's, from a sheet (they win over the button recipe's). */
  buttonClassName?: string;
  /** The button's other attributes: aria-label, title, data-testid… */
  buttonProps?: Omit<ComponentPropsWithoutRef<'button'>, 'className' | 'children'> &
    Record<`data-${string}`, string>;
  chevron?: boolean;
};

export function DisclosureMenu({
  label,
  children,
  align = 'start',
  size = 'sm',
  buttonClassName,
  buttonProps,
  chevron = true,
}: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div
      ref={root}
      className={s.root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        {...buttonProps}
        className={cx(buttonRecipe({ variant: 'ghost', size }), buttonClassName)}
      >
        {label}
        {chevron && <ChevronDownIcon className={cx(s.chevron, open && s.chevronOpen)} />}
      </button>
      <div
        id={id}
        hidden={!open}
        className={cx(s.panel, align === 'end' ? s.alignEnd : s.alignStart)}
      >
        {children(close)}
      </div>
    </div>
  );
}
