// What every handler receives besides the request (DESIGN §3): state, time, ids, configuration.
import type { Clock } from './clock.ts';
import type { FakeConfig } from './config.ts';
import type { IdAllocator } from './ids.ts';
import type { Store } from './store/index.ts';
import type { ServerState } from './server-state.ts';

export interface Deps {
  readonly store: Store;
  readonly clock: Clock;
  readonly ids: IdAllocator;
  readonly config: FakeConfig;
  readonly server: ServerState;
}
