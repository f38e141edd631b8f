// What every instalment offer carries since 20 Nov 2026 (consumer credit): the legal warning,
// the lender's identity and the link to the credit's conditions. Styled at build time, so the
// product page shows it without Chakra's runtime; the client screens (cart, checkout) reuse it.
import { Link } from 'react-router-dom';
import { link } from '@/ui/recipes';
import { useInstalmentCredit } from '../hooks/use-instalment-credit';
import s from './instalment-credit-notice.styles';

// A path of this site (not « //host »): the settings schema has accepted nothing else than that
// or an http(s) URL. Not the schema's own check: it would bring zod to the product page.
const isShopPath = (url: string) => /^\/(?![/\\])/.test(url);

/** `conditionsLink` false: on the page the link would lead to (the CGV's payment section). */
export function InstalmentCreditNotice({ conditionsLink = true }: { conditionsLink?: boolean }) {
  const credit = useInstalmentCredit();
  const label = 'Conditions du crédit';
  return (
    <div className={s.notice} data-testid="instalment-credit-notice">
      <p className={s.warning}>{credit.warning}</p>
      <p className={s.lender}>
        Crédit accordé par {credit.lender_name}
        {credit.lender_details ? ` (${credit.lender_details})` : ''}, sous réserve d’acceptation de
        votre dossier.{' '}
        {!conditionsLink ? null : isShopPath(credit.conditions_url) ? (
          <Link to={credit.conditions_url} className={link({ variant: 'underline' })}>
            {label}
          </Link>
        ) : (
          <a
            href={credit.conditions_url}
            target="_blank"
            rel="noopener noreferrer"
            className={link({ variant: 'underline' })}
          >
            {label} (nouvel onglet)
          </a>
        )}
      </p>
    </div>
  );
}
