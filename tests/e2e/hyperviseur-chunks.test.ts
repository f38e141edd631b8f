// The admin chunks (admin shell, Hyperviseur routes) are downloaded by an admin only: never by a
// signed-in customer who types /hyperviseur/commandes, nor by a visitor of the storefront.
import { describe, expect, it } from 'vitest';
import { waitForQuietNetwork } from './support/browser';
import { adminChunks, recordingPage } from './support/hyperviseur';
import { signIn } from './support/session';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './support/stack';

describe('Hyperviseur chunks', () => {
  it('never sends the admin chunks to a customer nor to a visitor of the storefront', async () => {
    const admin = await adminChunks();
    // The routes, the order page and the admin shell: the list is not vacuous.
    expect(admin.filter((file) => /dashboard-route|admin-layout/.test(file))).toHaveLength(2);
    expect(admin.length).toBeGreaterThanOrEqual(8);

    // The same record on the admin's page does see them (the file names are the requested ones).
    const owner = await recordingPage();
    await signIn('/hyperviseur', DEMO_ADMIN, owner.page);
    await owner.page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
    expect(owner.scripts.filter((file) => admin.includes(file)).length).toBeGreaterThan(0);

    const customer = await recordingPage();
    await signIn('/hyperviseur/commandes', DEMO_CUSTOMER, customer.page);
    await customer.page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    await customer.page.goto('/hyperviseur');
    await customer.page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    await waitForQuietNetwork(customer.page);
    expect(customer.scripts.length).toBeGreaterThan(0);
    expect(customer.scripts.filter((file) => admin.includes(file))).toEqual([]);

    const visitor = await recordingPage();
    await visitor.page.goto('/');
    await visitor.page.mouse.move(10, 10); // the first interaction brings the live catalogue
    await waitForQuietNetwork(visitor.page);
    await visitor.page.goto('/hyperviseur/produits'); // a visitor is sent to /connexion
    await visitor.page.waitForURL('**/connexion');
    await waitForQuietNetwork(visitor.page);
    expect(visitor.scripts.length).toBeGreaterThan(0);
    expect(visitor.scripts.filter((file) => admin.includes(file))).toEqual([]);
  });
});
