// The list-semantics checks, in the order they run. Each check lives in its own file in this folder.
import type { Check } from '../check.ts';

export const list_semantics_CHECKS: readonly Check[] = [];
