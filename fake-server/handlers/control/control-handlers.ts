// The handlers of /control's rows of the operations table, in one block the registry spreads.
import type { Handler } from '../handler.ts';
import { describeAction } from '../actions/descriptions.ts';
import { createControlTransfer as controlCreateTransfer } from './control-create.ts';
import { controlInformation } from './control-information.ts';
import { controlStopOrRestart } from './control-stop-restart.ts';

/** GET, PUT, POST and OPTIONS /control. */
export const CONTROL_HANDLERS: { readonly [Id in 'controlInformation' | 'controlStopOrRestart' | 'controlCreateTransfer' | 'optionsControl']: Handler } = {
  controlInformation,
  controlStopOrRestart,
  controlCreateTransfer,
  optionsControl: describeAction('control'),
};
