// Ports of the benchmark stack: away from `npm start` (5000/9000…) and the e2e stack (2xxxx).
import type { StackPorts } from '@fohzshop/local-stack/stack/config';

export const BENCH_PORTS: StackPorts = {
  rtdb: 39000,
  auth: 39099,
  functions: 35001,
  web: 35000,
  hub: 34400,
  logging: 34500,
  eventarc: 39299,
  tasks: 39499,
};
