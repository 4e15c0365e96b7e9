// Every planted fault, grouped by endpoint family (one file per family). Off by default: the fake
// applies only the faults it is told to (`--fault NAME`, `createFakeServer({ faults })`).
import { AUTH_FAULTS } from './auth.ts';
import { BANDWIDTH_FAULTS } from './bandwidth.ts';
import { CONFIGURATION_FAULTS } from './configurations.ts';
import { ENVELOPE_FAULTS } from './envelope.ts';
import { HOSTCONFIG_FAULTS } from './hostconfigs.ts';
import { HOST_FAULTS } from './hosts.ts';
import { RULE_FAULTS } from './rules.ts';
import { CONFIG_FAULTS } from './config.ts';
import { CONTROL_FAULTS } from './control.ts';
import { INFO_FAULTS } from './info.ts';
import { LIMITS_FAULTS } from './limits.ts';
import { LOG_FAULTS } from './log.ts';
import { FAULT_NAMES, type FaultName } from './names.ts';
import { SERVER_FAULTS } from './server.ts';
import { TRANSFER_FAULTS } from './transfers.ts';
import { PARAMETER_FAULTS } from './parameters.ts';
import { EQUIVALENT_VARIANTS } from './equivalent.ts';
import { OPERATOR_FAULTS } from './operators/index.ts';
import { V2_FAULTS } from './v2/index.ts';
import type { Fault } from './types.ts';

export const FAULTS: readonly Fault[] = [
  ...TRANSFER_FAULTS,
  ...HOST_FAULTS,
  ...HOSTCONFIG_FAULTS,
  ...CONFIGURATION_FAULTS,
  ...RULE_FAULTS,
  ...LOG_FAULTS,
  ...INFO_FAULTS,
  ...BANDWIDTH_FAULTS,
  ...SERVER_FAULTS,
  ...CONTROL_FAULTS,
  ...CONFIG_FAULTS,
  ...LIMITS_FAULTS,
  ...V2_FAULTS,
  ...AUTH_FAULTS,
  ...ENVELOPE_FAULTS,
];

// The generated parameter and operator faults and the equivalent variants are named and planted like the others, but kept out of FAULTS
// (the hand-written catalogue and its table): their own detection tests cover them.
const BY_NAME: ReadonlyMap<string, Fault> = new Map([...FAULTS, ...PARAMETER_FAULTS, ...OPERATOR_FAULTS, ...EQUIVALENT_VARIANTS].map((f) => [f.name, f]));

export const faultByName = (name: FaultName): Fault | undefined => BY_NAME.get(name);

export class UnknownFaultError extends Error {
  constructor(readonly names: readonly string[]) {
    super(`unknown fault${names.length > 1 ? 's' : ''} ${names.map((n) => `'${n}'`).join(', ')}; known: ${FAULT_NAMES.join(', ')}`);
    this.name = 'UnknownFaultError';
  }
}

/** The faults these names designate, in the order given; throws UnknownFaultError for a name not in the catalogue. */
export function resolveFaults(names: readonly string[]): Fault[] {
  const unknown = names.filter((n) => !BY_NAME.has(n));
  if (unknown.length > 0) throw new UnknownFaultError(unknown);
  return [...new Set(names)].map((n) => BY_NAME.get(n) as Fault);
}

/** `--fault a,b`: the names of a comma-separated list, checked; throws UnknownFaultError for a name not in the catalogue. */
export function parseFaultNames(text: string | undefined): FaultName[] {
  const names = (text ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
  resolveFaults(names);
  return [...new Set(names)] as FaultName[];
}
