// What a fake instance is configured with; every field has a default so `createFakeServer()`
// needs no arguments.
import { DEFAULT_CLASS_PREFIX } from '../contract/index.ts';

export type DatasetName = 'empty' | 'small' | 'medium' | 'large';

export interface FakeConfig {
  /** The server's own host id: the default OWNERREQ and the owner of its own transfers. */
  readonly hostId: string;
  /** Prefix of the `@class` names it accepts and writes (DESIGN §2.4). */
  readonly classPrefix: string;
  readonly seed: number;
  readonly dataset: DatasetName;
  /** Key the host passwords are encrypted with before HOSTKEY shows them (reference §3.3). */
  readonly cryptoKey: string;
}

export const DEFAULT_CONFIG: FakeConfig = {
  hostId: 'server1',
  classPrefix: DEFAULT_CLASS_PREFIX,
  seed: 1,
  dataset: 'small',
  cryptoKey: 'tmkit-crypto-key',
};
