// contact_messages/{id}: written only by the sendContactMessage callable (which limits the rate
// per visitor, tests/functions/contact.test.ts); no client writes any of it, only admins read.
import { describe, test } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { ACTORS, useRulesHarness } from './helpers/env.js';
import { contactMessage } from './helpers/fixtures.js';

const h = useRulesHarness('contact');

describe('contact messages', () => {
  test.each(ACTORS)('%s cannot create a message directly, even a valid one', async (actor) => {
    await assertFails(h.db(actor).ref('contact_messages').push().set(contactMessage()));
    await assertFails(h.db(actor).ref(`contact_messages/new-${actor}`).set(contactMessage()));
    await assertFails(h.db(actor).ref('contact_messages/x/name').set('Jean'));
  });

  test.each(ACTORS)('%s cannot overwrite, edit or delete an existing message', async (actor) => {
    const ref = h.db(actor).ref('contact_messages/m1');
    await assertFails(ref.set(contactMessage({ subject: 'Remplacé' })));
    await assertFails(ref.child('message').set('Modifié'));
    await assertFails(ref.update({ subject: 'Modifié' }));
    await assertFails(ref.remove());
    await assertFails(h.db(actor).ref('contact_messages').remove());
  });

  test.each(ACTORS)('%s cannot touch the per-visitor limit', async (actor) => {
    await assertFails(h.db(actor).ref('contact_guards/v1').set({ window_start: 0, count: 0 }));
    await assertFails(h.db(actor).ref('contact_guards/v1').get());
  });

  test('only admins read messages', async () => {
    await assertSucceeds(h.db('admin').ref('contact_messages/m1').get());
    for (const actor of ['visitor', 'user', 'other'] as const) {
      await assertFails(h.db(actor).ref('contact_messages/m1').get());
    }
  });
});
