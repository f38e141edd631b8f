// Child paths holding characters that keys cannot contain name a missing child, not an error.
import { describe, expect, it } from 'vitest';
import { memorySource } from './memory-source.js';
import { Snap } from './snapshot.js';
import { read, rules, run, write } from './test-harness.js';
import type { RulesAuth } from './types.js';

const emailUid = (uid: string): RulesAuth => ({ uid, provider: 'password', token: {} });
const data = { banned: { eve: true }, users: { bob: { name: 'Bob' } } };

describe('child paths with characters illegal in keys', () => {
  it.each(['bob@example.com', 'a#b', 'a$b', 'a[b', 'a]b', '.priority'])(
    'treats %s as a child that does not exist',
    (uid) => {
      const auth = emailUid(uid);
      const o = { auth, data };
      expect(run("root.child('banned/' + auth.uid).val() != true", o)).toBe(true);
      expect(run("root.child('banned/' + auth.uid).val() == null", o)).toBe(true);
      expect(run("root.child('banned/' + auth.uid).exists()", o)).toBe(false);
      expect(run("root.child('banned').hasChild(auth.uid)", o)).toBe(false);
      expect(run("root.child('banned').hasChildren([auth.uid, 'eve'])", o)).toBe(false);
      expect(run("root.child('banned').child(auth.uid).child('x').exists()", o)).toBe(false);
      expect(run("root.child('banned').child(auth.uid).hasChildren()", o)).toBe(false);
      expect(run("root.child('banned').child(auth.uid).getPriority() == null", o)).toBe(true);
      expect(run("root.child('banned').child(auth.uid).isString()", o)).toBe(false);
    },
  );

  it('keeps parent() usable from such a child', () => {
    const o = { auth: emailUid('bob@example.com'), data };
    expect(run("root.child('banned/' + auth.uid).parent().child('eve').val() == true", o)).toBe(
      true,
    );
  });

  it('never asks the data source for such a path', () => {
    const src = memorySource(data);
    const snap = new Snap(src, []).child('users/bob.smith');
    expect([snap.val(), snap.exists(), snap.priority(), snap.hasChildren()]).toEqual([
      null,
      false,
      null,
      false,
    ]);
    expect(src.calls).toEqual([]);
  });

  it('lets a ban rule admit users whose uid is an email address', () => {
    const r = rules({
      '.read': "root.child('banned/' + auth.uid).val() != true",
      '.write': "auth != null && root.child('banned').child(auth.uid).val() !== true",
    });
    expect(read(r, '/', data, emailUid('bob@example.com'))).toBe(true);
    expect(read(r, '/', data, emailUid('eve'))).toBe(false);
    expect(write(r, '/x', data, { ...data, x: 1 }, emailUid('bob@example.com'))).toBe(true);
    expect(write(r, '/x', data, { ...data, x: 1 }, emailUid('eve'))).toBe(false);
  });

  it('still fails on a non-string path', () => {
    expect(run("root.child('foo').child(auth.foo).exists()", { data })).toBe('error');
  });
});
