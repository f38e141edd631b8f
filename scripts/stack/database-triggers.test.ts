import { describe, expect, it } from 'vitest';
import { triggerRegistrations } from './database-triggers';

describe('triggerRegistrations', () => {
  it('keeps database triggers only, in the v2 form the database server takes', () => {
    const registrations = triggerRegistrations(
      [
        {
          id: 'europe-west1-expire',
          region: 'europe-west1',
          eventTrigger: { eventType: 'pubsub' },
        },
        { id: 'europe-west1-api', region: 'europe-west1' },
        {
          id: 'europe-west1-orderMailsOnWrite',
          region: 'europe-west1',
          eventTrigger: {
            eventType: 'google.firebase.database.ref.v1.written',
            eventFilters: {},
            eventFilterPathPatterns: { ref: 'orders/{order_id}', instance: '*' },
          },
        },
      ],
      'demo-p',
    );
    expect(registrations).toEqual([
      {
        name: 'projects/demo-p/locations/europe-west1/triggers/europe-west1-orderMailsOnWrite-0',
        path: 'orders/{order_id}',
        event: 'google.firebase.database.ref.v1.written',
        topic: 'projects/demo-p/topics/europe-west1-orderMailsOnWrite-0',
        namespacePattern: '*',
      },
    ]);
  });
});
