// /hyperviseur/codes-promo: the promotion codes, live, with their uses counted live; create,
// edit, pause and reactivate (admin callables; customers can neither read nor write the codes).
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { promotionStatus } from '@fohzshop/shared/promotions/evaluate';
import type { Promotion, PromotionInput } from '@fohzshop/shared/schemas/promotion';
import { ScreenHeader } from '@/entities/admin-shell/components/screen-header';
import { PageSpinner } from '@/ui/spinners';
import { PromotionDialog } from '../components/promotion-dialog';
import { PromotionsTable } from '../components/promotions-table';
import {
  useAdminPromotions,
  useSavePromotion,
  useSetPromotionPaused,
} from '../hooks/use-admin-promotions';

type Editing = Promotion | 'new' | null;

export function PromotionsAdminRoute() {
  const { promotions, uses, isLoading } = useAdminPromotions();
  const [editing, setEditing] = useState<Editing>(null);
  const save = useSavePromotion();
  const pause = useSetPromotionPaused();
  const [now] = useState(() => new Date());
  const active = promotions.filter((p) => promotionStatus(p, now) === 'active').length;

  const submit = (promotion: PromotionInput) =>
    save.mutate({ promotion, create: editing === 'new' }, { onSuccess: () => setEditing(null) });

  return (
    <>
      <ScreenHeader
        title="Codes promo"
        summary={`${promotions.length} code(s) dont ${active} actif(s). Un seul code par commande ; il ne change ni le prix barré ni l’historique des prix.`}
      >
        <Button onClick={() => setEditing('new')}>Nouveau code</Button>
      </ScreenHeader>
      {isLoading ? (
        <PageSpinner />
      ) : (
        <PromotionsTable
          promotions={promotions}
          uses={uses}
          now={now}
          busyCode={pause.isPending ? (pause.variables?.code ?? null) : null}
          onEdit={setEditing}
          onTogglePause={(p) => pause.mutate({ code: p.code, paused: !p.paused })}
        />
      )}
      {editing !== null && (
        <PromotionDialog
          promotion={editing === 'new' ? null : editing}
          busy={save.isPending}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
