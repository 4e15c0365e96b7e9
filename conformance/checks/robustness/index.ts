// The robustness checks, in the order they run. Each check lives in its own file in this folder.
import type { Check } from '../check.ts';
import { negativeDataRejection } from './negative-data-rejection.ts';
import { optionsSelfDescription } from './options-self-description.ts';
import { unsupportedMethod } from './unsupported-method.ts';
import { keepAliveAfterV2 } from './keep-alive-after-v2.ts';

export const robustness_CHECKS: readonly Check[] = [negativeDataRejection, optionsSelfDescription, unsupportedMethod, keepAliveAfterV2];
