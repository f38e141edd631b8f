// Demo catalogue: electric scooters, split by brand family to keep files small.
import type { ScooterEntry } from './entry';
import { DUALTRON_TEVERUN_SCOOTERS } from './scooters-dualtron-teverun';
import { OTHER_BRAND_SCOOTERS } from './scooters-other-brands';

export const SCOOTERS: ScooterEntry[] = [...DUALTRON_TEVERUN_SCOOTERS, ...OTHER_BRAND_SCOOTERS];
