// What a visitor must be told before trusting an offer or a review (issue 26, items 5 and 7): the
// product page's instalment offer carries the credit warning, the lender and the conditions link
// (in the prerendered HTML, before any script); the reviews page says whether and how reviews
// are checked, dates each review (publication, experience) and says which sort is in use; the
// reviews policy is reachable from the footer; the service promise is « réponse sous 24 h, 7 j/7 ».
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@fohzshop/shared/routes';
import { newPage, uncaughtErrors, waitForHydration } from './support/browser';
import { dismissCookies } from './support/session';

describe('consumer information', () => {
  it('credit warning on the product page; review checks, dates and sort; the policy from the footer', async () => {
    const page = await newPage();
    await page.goto('/trottinettes-electriques/dualtron-thunder-3');
    const offer = page.locator('section[aria-labelledby="instalments-title"]');
    const notice = offer.getByTestId('instalment-credit-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(
      "Attention ! Un crédit coûte de l'argent et doit être remboursé !",
    );
    expect(await notice.textContent()).toContain('Crédit accordé par Alma SAS');
    expect(
      await notice.getByRole('link', { name: 'Conditions du crédit' }).getAttribute('href'),
    ).toBe('/conditions-generales#paiement');
    // The service promise matches the service: a reply within 24 h, never « 24 h/24 ».
    await page.getByText('Service client : réponse sous 24 h, 7 j/7').waitFor();
    expect(await page.content()).not.toMatch(/24 ?h\/24/);

    await page.goto(ROUTES.CLIENT_REVIEWS.path);
    await waitForHydration(page);
    await dismissCookies(page);
    expect(await page.getByTestId('reviews-check-statement').textContent()).toMatch(
      /contrôlés avant publication.*« Avis vérifié ».*commande livrée/,
    );
    const first = page.getByTestId('review').first();
    expect(await first.getByTestId('review-published').textContent()).toMatch(
      /^Publié le \d{1,2} \S+ \d{4}$/,
    );
    expect(await first.getByTestId('review-experience').textContent()).toMatch(/xpérience/);
    const sortStatement = page.getByTestId('reviews-sort-statement');
    expect(await sortStatement.textContent()).toBe(
      'Avis classés par date de publication, du plus récent au plus ancien.',
    );
    await page.getByLabel('Trier les avis').selectOption('oldest');
    await expect
      .poll(() => sortStatement.textContent())
      .toBe('Avis classés par date de publication, du plus ancien au plus récent.');
    expect(await page.getByTestId('reviews-external').textContent()).toMatch(
      /Note Google, importée le \d{1,2} \S+ \d{4}/,
    );

    await page
      .getByRole('navigation', { name: 'Navigation', exact: true })
      .getByRole('link', { name: 'Politique des avis' })
      .click();
    await page.waitForURL(`**${ROUTES.REVIEWS_POLICY.path}`);
    await page.getByRole('heading', { level: 1, name: 'Politique des avis' }).waitFor();
    await page.getByRole('heading', { name: 'Signaler un avis' }).waitFor();
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
