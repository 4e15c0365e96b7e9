// The planted faults of REST v2, one file per v2 entry point.
import type { Fault } from '../types.ts';
import { V2_FILEMONITOR_FAULTS } from './v2-filemonitors.ts';
import { V2_HOSTCONFIG_FAULTS } from './v2-hostconfig.ts';
import { V2_HOST_FAULTS } from './v2-hosts.ts';
import { V2_RULE_FAULTS } from './v2-rules.ts';
import { V2_SERVER_FAULTS } from './v2-server.ts';
import { V2_TRANSFER_FAULTS } from './v2-transfers.ts';

export const V2_FAULTS: readonly Fault[] = [...V2_TRANSFER_FAULTS, ...V2_HOST_FAULTS, ...V2_RULE_FAULTS, ...V2_HOSTCONFIG_FAULTS, ...V2_SERVER_FAULTS, ...V2_FILEMONITOR_FAULTS];
