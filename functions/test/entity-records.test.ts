// The typed reads of products, cards, reviews and users (core/*-records.ts): a record that does
// not match its schema is an error naming its path; stray values in the catalogue indexes read as
// « nothing » rather than reaching a write.
import { describe, expect, it } from 'vitest';
import { scootersOfCard } from '../src/core/product-records.js';
import { parseReview } from '../src/core/review-records.js';
import { RecordError } from '../src/core/stored-value.js';
import { parseUser, storedCreatedAt } from '../src/core/user-records.js';

const review = {
  rating: 4,
  title: 'Très bien',
  body: 'Livrée vite, rien à redire.',
  author_name: 'Léa',
  source: 'site',
  verified_purchase: true,
  status: 'published',
  created_at: '2026-03-01T09:00:00.000Z',
};

const user = {
  email: 'lea@example.fr',
  first_name: 'Léa',
  last_name: 'Martin',
  phone: '',
  role: '',
  admin: false,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
};

describe('product cards and the compatible_parts index', () => {
  it('reads the scooters a part fits, from a list or a list with holes', () => {
    const part = { t: 'Pièce détachée', w: ['mantis', 'thunder'] };
    expect(scootersOfCard(part)).toEqual(['mantis', 'thunder']);
    expect(scootersOfCard({ ...part, w: { 0: 'mantis', 2: 'thunder' } })).toEqual([
      'mantis',
      'thunder',
    ]);
  });

  it('reads no scooter from a scooter, a stray value, or ids that are no database key', () => {
    expect(scootersOfCard({ t: 'Trottinette électrique', w: ['mantis'] })).toEqual([]);
    expect(scootersOfCard('Pièce détachée')).toEqual([]);
    expect(scootersOfCard(null)).toEqual([]);
    expect(scootersOfCard({ t: 'Pièce détachée', w: ['', 'a/b', 3, 'mantis'] })).toEqual([
      'mantis',
    ]);
  });
});

describe('parseReview', () => {
  it('returns the stored review typed, its id from the key', () => {
    expect(parseReview(review, 'r1')).toMatchObject({ review_id: 'r1', rating: 4 });
  });

  it('refuses a malformed review with its path and the field', () => {
    const broken = () => parseReview({ ...review, rating: 9 }, 'r1');
    expect(broken).toThrow(RecordError);
    expect(broken).toThrow(/reviews\/r1 does not match its schema.*rating/s);
    expect(() => parseReview(null, 'r2')).toThrow(/reviews\/r2/);
  });
});

describe('parseUser', () => {
  it('returns the stored user typed, addresses defaulting to none', () => {
    expect(parseUser(user, 'u1')).toMatchObject({ user_id: 'u1', addresses: [] });
  });

  it('refuses a malformed user with its path and the field', () => {
    expect(() => parseUser({ ...user, admin: 'yes' }, 'u1')).toThrow(
      /users\/u1 does not match its schema.*admin/s,
    );
  });

  it('keeps a stored creation date only when it is one', () => {
    expect(storedCreatedAt(user)).toBe(user.created_at);
    expect(storedCreatedAt({ created_at: 'hier' })).toBeUndefined();
    expect(storedCreatedAt(null)).toBeUndefined();
  });
});
