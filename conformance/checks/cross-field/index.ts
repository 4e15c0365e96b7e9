// Rules across fields (issue 36, item 3): the family that reads the contract's cross-field rules.
import type { Check } from '../check.ts';
import { crossFieldRulesHold } from './cross-field-rules-hold.ts';

export const cross_field_CHECKS: readonly Check[] = [crossFieldRulesHold];
