// What every handler receives besides the request (DESIGN §3): state, time, ids, configuration.
import type { Clock } from './clock.ts';
import type { FakeConfig } from './config.ts';
import type { SpecialIdSource } from '../generators/index.ts';
import type { Store } from './store/index.ts';
import type { ServerState } from './server-state.ts';

export interface Deps {
  readonly store: Store;
  readonly clock: Clock;
  /** SPECIALIDs for created transfers: they continue the dataset's (generators/ids.ts: a sequence from the clock, or GUIDs). */
  readonly ids: SpecialIdSource;
  readonly config: FakeConfig;
  readonly server: ServerState;
}
