// contact_messages/{id}: anyone creates one validated message; nobody changes or deletes one.
import { describe, expect, test } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { CONTACT_LIMITS } from '@fohzshop/shared/schemas/contact';
import { ACTORS, useRulesHarness } from './helpers/env.js';
import { contactMessage, type ContactMessage } from './helpers/fixtures.js';

const h = useRulesHarness('contact');

describe('contact messages · creation', () => {
  test.each(ACTORS)('%s creates a message with push()', async (actor) => {
    const ref = h.db(actor).ref('contact_messages').push();
    await assertSucceeds(ref.set(contactMessage()));
    expect(await h.peek(`contact_messages/${ref.key ?? ''}`)).toEqual(contactMessage());
  });

  test('multi-line message and maximum lengths are accepted', async () => {
    const value = contactMessage({
      name: 'N'.repeat(CONTACT_LIMITS.name),
      subject: 'S'.repeat(CONTACT_LIMITS.subject),
      message: `Bonjour,\n${'m'.repeat(CONTACT_LIMITS.message - 15)}\nMerci`,
    });
    await assertSucceeds(h.db('visitor').ref('contact_messages/long').set(value));
  });

  test('a message of exactly the minimum length is accepted', async () => {
    const value = contactMessage({ message: 'm'.repeat(CONTACT_LIMITS.messageMin) });
    await assertSucceeds(h.db('user').ref('contact_messages/short').set(value));
  });

  test.each(['name', 'email', 'subject', 'message', 'created_at'] as const)(
    'rejects a message without %s',
    async (field) => {
      const value: Partial<ContactMessage> = contactMessage();
      delete value[field];
      await assertFails(h.db('visitor').ref('contact_messages/x').set(value));
    },
  );

  const invalid: [
    string,
    Partial<Record<keyof ContactMessage, unknown>> & Record<string, unknown>,
  ][] = [
    ['an empty name', { name: '' }],
    ['a name too long', { name: 'N'.repeat(CONTACT_LIMITS.name + 1) }],
    ['an empty subject', { subject: '' }],
    ['a subject too long', { subject: 'S'.repeat(CONTACT_LIMITS.subject + 1) }],
    ['an empty message', { message: '' }],
    ['a message shorter than the minimum', { message: 'm'.repeat(CONTACT_LIMITS.messageMin - 1) }],
    ['a message too long', { message: 'm'.repeat(CONTACT_LIMITS.message + 1) }],
    ['a message that is a number', { message: 42 }],
    ['an email too long', { email: `${'a'.repeat(250)}@example.fr` }],
    ['created_at not ISO', { created_at: 'aujourd’hui' }],
    ['created_at too long', { created_at: `2026-03-14T09:30:00.${'0'.repeat(30)}Z` }],
    ['an extra field', { phone: '0612345678' }],
  ];
  test.each(invalid)('rejects %s', async (_, overrides) => {
    await assertFails(
      h
        .db('visitor')
        .ref('contact_messages/x')
        .set({ ...contactMessage(), ...overrides }),
    );
  });

  test.each([
    'jean',
    'jean@',
    '@example.fr',
    'jean@example',
    'jean dupont@example.fr',
    'jean@@example.fr',
    'jean@example.f',
  ])('rejects the email %j', async (email) => {
    await assertFails(h.db('visitor').ref('contact_messages/x').set(contactMessage({ email })));
  });

  test.each(['jean.dupont+sav@example.fr', 'J_D@sous.domaine.example.com', "o'neil@example.ie"])(
    'accepts the email %j',
    async (email) => {
      await assertSucceeds(
        h.db('visitor').ref('contact_messages/x').set(contactMessage({ email })),
      );
    },
  );
});

describe('contact messages · immutability', () => {
  test.each(ACTORS)('%s cannot overwrite, edit or delete an existing message', async (actor) => {
    const ref = h.db(actor).ref('contact_messages/m1');
    await assertFails(ref.set(contactMessage({ subject: 'Remplacé' })));
    await assertFails(ref.child('message').set('Modifié'));
    await assertFails(ref.update({ subject: 'Modifié' }));
    await assertFails(ref.remove());
  });

  test('a message cannot be created field by field', async () => {
    await assertFails(h.db('visitor').ref('contact_messages/x/name').set('Jean'));
  });

  test('the collection cannot be replaced', async () => {
    await assertFails(h.db('visitor').ref('contact_messages').set({ x: contactMessage() }));
    await assertFails(h.db('visitor').ref('contact_messages').remove());
  });

  test('only admins read messages', async () => {
    await assertSucceeds(h.db('admin').ref('contact_messages/m1').get());
    for (const actor of ['visitor', 'user', 'other'] as const) {
      await assertFails(h.db(actor).ref('contact_messages/m1').get());
    }
  });
});
