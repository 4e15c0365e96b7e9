// 3.6.2's /control (issue 27): a transfer request registered, read, stopped, cancelled and
// restarted through it, and what GET /control refuses.
import type { Check } from '../check.ts';
import { controlTransferLifecycle } from './control-transfer-lifecycle.ts';
import { controlRefusals } from './control-refusals.ts';
import { controlCreateOptions } from './control-create-options.ts';

/** The /control checks, in the order they run. */
export const control_CHECKS: readonly Check[] = [controlTransferLifecycle, controlRefusals, controlCreateOptions];
