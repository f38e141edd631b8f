import { describe, expect, it } from 'vitest';
import * as products from '@fohzshop/shared/contracts/products';
import * as users from '@fohzshop/shared/contracts/users';
import { CALLABLES } from '@fohzshop/shared/contracts/index';
import * as functions from '../src/index.js';

describe('functions/src/index.ts', () => {
  it('exports every users and products contract under its callable name', () => {
    const expected = [...Object.values(users), ...Object.values(products)]
      .map((c) => c.name)
      .sort();
    expect(Object.keys(functions).sort()).toEqual(expect.arrayContaining(expected));
  });

  it('exports nothing that is not a shared contract', () => {
    for (const name of Object.keys(functions)) expect(Object.keys(CALLABLES)).toContain(name);
  });

  it('deploys every function to europe-west1 with at most 10 instances', () => {
    for (const fn of Object.values(functions)) {
      const endpoint = (fn as unknown as { __endpoint: { region: string[]; maxInstances: number } })
        .__endpoint;
      expect(endpoint).toMatchObject({ region: ['europe-west1'], maxInstances: 10 });
    }
  });
});
