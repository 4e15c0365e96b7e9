// The robustness checks, in the order they run. Each check lives in its own file in this folder.
import type { Check } from '../check.ts';
import { negativeDataRejection } from './negative-data-rejection.ts';
import { optionsSelfDescription } from './options-self-description.ts';
import { unsupportedMethod } from './unsupported-method.ts';

export const robustness_CHECKS: readonly Check[] = [negativeDataRejection, optionsSelfDescription, unsupportedMethod];
