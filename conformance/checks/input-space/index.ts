// The input space (issue 25): every value class of every parameter and field, sent and read back.
import type { Check } from '../check.ts';
import { valueClassesReadAsDocumented } from './read-classes.ts';
import { valueClassesStoredAsDocumented } from './stored-classes.ts';
import { valueClassesInPackets } from './packet-classes.ts';

export const input_space_CHECKS: readonly Check[] = [valueClassesReadAsDocumented, valueClassesStoredAsDocumented, valueClassesInPackets];
