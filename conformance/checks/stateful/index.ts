// The stateful checks, in the order they run. Each check lives in its own file in this folder.
import type { Check } from '../check.ts';

export const stateful_CHECKS: readonly Check[] = [];
