// The stateful checks, in the order they run. Each check lives in its own file in this folder; the
// model of model_based_crud and its commands (one per file) live in ./model/.
import type { Check } from '../check.ts';
import { ensureResourceAvailability } from './ensure-resource-availability.ts';
import { useAfterFree } from './use-after-free.ts';
import { updateIsPersisted } from './update-is-persisted.ts';
import { createIsUpsert } from './create-is-upsert.ts';
import { listsReflectWrites } from './lists-reflect-writes.ts';
import { modelBasedCrud } from './model-based-crud.ts';
import { ownerreqInTransferIdentity } from './ownerreq-in-transfer-identity.ts';
import { transferWriteStoresTimes } from './transfer-write-stores-times.ts';
import { hostKeyReplacedByUpdate } from './host-key-replaced-by-update.ts';
import { statusLettersRoundTrip } from './status-letters-round-trip.ts';
import { updateKeepsUnnamedFields } from './update-keeps-unnamed-fields.ts';

export const stateful_CHECKS: readonly Check[] = [
  ensureResourceAvailability,
  useAfterFree,
  updateIsPersisted,
  createIsUpsert,
  listsReflectWrites,
  modelBasedCrud,
  ownerreqInTransferIdentity,
  transferWriteStoresTimes,
  hostKeyReplacedByUpdate,
  statusLettersRoundTrip,
  updateKeepsUnnamedFields,
];
