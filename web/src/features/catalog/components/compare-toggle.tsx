// 'Ajouter au comparateur' on scooter cards: toggles the scooter in the comparator selection.
import { useCompareList, COMPARE_MAX } from '@/entities/compare/hooks/use-compare-list';
import { button } from '@/ui/recipes';
import { notify } from '@/ui/toaster-store';

export function CompareToggle({ productId, name }: { productId: string; name: string }) {
  const compare = useCompareList();
  const active = compare.has(productId);
  const onClick = () => {
    if (!compare.toggle(productId)) {
      notify.info(
        `Le comparateur accepte ${COMPARE_MAX} trottinettes au maximum : retirez-en une d'abord.`,
      );
    }
  };
  return (
    <button
      type="button"
      className={button({ size: 'xs', variant: active ? 'subtle' : 'outline' })}
      aria-pressed={active}
      aria-label={`${active ? 'Retirer du comparateur' : 'Ajouter au comparateur'} : ${name}`}
      onClick={onClick}
    >
      {active ? 'Retirer du comparateur' : 'Ajouter au comparateur'}
    </button>
  );
}
