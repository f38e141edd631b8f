// /alerte-retour-en-stock?confirmer=<token> or ?desinscrire=<token>: the page of the links in
// the alert e-mails. Opening the link is the one click: the page confirms or ends the alert
// at once and says what happened. A client screen (spa.html), never indexed. The query string is
// read through useHydratedValue, so a shell rendered at build time (no query) would hydrate as is.
// The contracts (zod) and the callable client (Firebase) load only when there is a token to send.
// Styled at build time (stock-alert.styles.ts, in the client screens' stylesheet).
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { STOCK_ALERT_PARAMS, STOCK_ALERT_TEXTS } from '@fohzshop/shared/stock-alerts';
import { useLazyCallable } from '@/lib/callable/use-lazy-callable';
import { useHydratedValue } from '@/lib/hydration/use-hydrated-value';
import { button, heading } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './stock-alert.styles';

const contracts = () => import('@fohzshop/shared/contracts/stock-alerts');
const confirmContract = () => contracts().then((c) => c.confirmStockAlert);
const endContract = () => contracts().then((c) => c.unsubscribeStockAlert);
// The page says it itself, in place: no toast.
const IN_PLACE = { silent: true };

type Action = { kind: 'confirm' | 'unsubscribe'; token: string };

/** Keeps search engines off the page (robots.txt and the Hosting header say it too). */
function useNoindex(): void {
  useEffect(() => {
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex';
    document.head.appendChild(tag);
    return () => tag.remove();
  }, []);
}

function actionOf(params: URLSearchParams): Action | null {
  const confirm = params.get(STOCK_ALERT_PARAMS.confirm);
  if (confirm) return { kind: 'confirm', token: confirm };
  const unsubscribe = params.get(STOCK_ALERT_PARAMS.unsubscribe);
  return unsubscribe ? { kind: 'unsubscribe', token: unsubscribe } : null;
}

export function StockAlertRoute() {
  useNoindex();
  const search = useHydratedValue(useLocation().search, '');
  const ready = useHydratedValue(true, false);
  const action = actionOf(new URLSearchParams(search));
  const confirm = useLazyCallable(confirmContract, IN_PLACE);
  const end = useLazyCallable(endContract, IN_PLACE);
  const run = action?.kind === 'confirm' ? confirm : end;
  const { mutate: confirmAlert } = confirm;
  const { mutate: endAlert } = end;
  const kind = action?.kind;
  const token = action?.token;
  useEffect(() => {
    if (!token) return;
    if (kind === 'confirm') confirmAlert({ token });
    else if (kind === 'unsubscribe') endAlert({ token });
  }, [kind, token, confirmAlert, endAlert]);

  return (
    <div className={s.page}>
      <h1 className={heading({ size: '2xl' })}>{STOCK_ALERT_TEXTS.pageTitle}</h1>
      <div role="status">
        {!ready ? (
          <p>Chargement…</p>
        ) : !action ? (
          <p>{STOCK_ALERT_TEXTS.missingToken}</p>
        ) : run.isError ? (
          <p>{run.error.message}</p>
        ) : run.isSuccess ? (
          <p>
            {confirm.data
              ? STOCK_ALERT_TEXTS.confirmed(confirm.data.product_name)
              : STOCK_ALERT_TEXTS.unsubscribed}
          </p>
        ) : (
          <p>{action.kind === 'confirm' ? 'Confirmation de l’alerte…' : 'Désinscription…'}</p>
        )}
      </div>
      {confirm.data ? (
        <RouterLink to={confirm.data.product_path} className={cx(button(), s.action)}>
          Voir le produit
        </RouterLink>
      ) : (
        <RouterLink to={ROUTES.HOME.path} className={cx(button({ variant: 'outline' }), s.action)}>
          Retour à l’accueil
        </RouterLink>
      )}
    </div>
  );
}
