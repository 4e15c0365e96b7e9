// The input space (issue 25; REST v2: issue 26): every value class of every parameter and field, sent and read back.
import type { Check } from '../check.ts';
import { valueClassesReadAsDocumented } from './read-classes.ts';
import { valueClassesStoredAsDocumented } from './stored-classes.ts';
import { valueClassesInPackets } from './packet-classes.ts';
import { v2ValueClassesReadAsDocumented } from './v2-read-classes.ts';
import { v2ValueClassesStoredAsDocumented } from './v2-stored-classes.ts';

export const input_space_CHECKS: readonly Check[] = [valueClassesReadAsDocumented, valueClassesStoredAsDocumented, valueClassesInPackets, v2ValueClassesReadAsDocumented, v2ValueClassesStoredAsDocumented];
