// The collections as the stateful checks see them, in the order the checks visit them.
import type { StatefulResource } from './resource.ts';
import { transfersResource } from './transfers.ts';
import { hostsResource } from './hosts.ts';
import { hostConfigsResource } from './hostconfigs.ts';
import { configurationsResource } from './configurations.ts';
import { rulesResource } from './rules.ts';

export const RESOURCES: readonly StatefulResource[] = [transfersResource, hostsResource, hostConfigsResource, configurationsResource, rulesResource];

export * from './resource.ts';
export { FUTURE_START, SPECIAL_IDS } from './transfers.ts';
