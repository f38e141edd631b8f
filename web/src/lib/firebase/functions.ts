// Callable functions in europe-west1, loaded on demand.
import type * as FunctionsModule from 'firebase/functions';
import type { Functions } from 'firebase/functions';
import { REGION } from '@fohzshop/shared/constants';
import { firebaseApp } from './app';
import { activateAppCheck } from './app-check';
import { emulator, useEmulators } from './config';

export type FunctionsSdk = typeof FunctionsModule;

let loading: Promise<{ functions: Functions; sdk: FunctionsSdk }> | undefined;

export function loadFunctions(): Promise<{ functions: Functions; sdk: FunctionsSdk }> {
  loading ??= Promise.all([import('firebase/functions'), activateAppCheck(firebaseApp)]).then(
    ([sdk]) => {
      const functions = sdk.getFunctions(firebaseApp, REGION);
      if (useEmulators)
        sdk.connectFunctionsEmulator(functions, emulator.host, emulator.functionsPort);
      return { functions, sdk };
    },
  );
  return loading;
}
