// The checks of 3.6.2's /config and /business, in the order they run. Each lives in its own file here.
import type { Check } from '../check.ts';
import { configExport } from './config-export.ts';
import { configRoundTrip } from './config-round-trip.ts';
import { businessRefusals } from './business-refusals.ts';
import { businessRegisteredClass } from './business-registered-class.ts';

/** The /config and /business checks. */
export const config_CHECKS: readonly Check[] = [configExport, configRoundTrip, businessRefusals, businessRegisteredClass];
