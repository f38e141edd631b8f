// Global options for every function. onCall() reads them when a function is DEFINED, and ES
// module imports run before the body of index.ts, so this must be its own module imported
// ahead of any function definition (callable.ts imports it; index.ts imports it first).
import { setGlobalOptions } from 'firebase-functions/options';
import { REGION } from '@fohzshop/shared/constants';

setGlobalOptions({ region: REGION, maxInstances: 10 });
