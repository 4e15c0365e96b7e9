// The fake's state behind one interface: the four v1 collections and the rules, nothing about
// HTTP. Every view (REST v1, REST v2) reads and writes these same records.
import type { Configuration, Host, HostConfiguration, Rule, Transfer } from '../../contract/index.ts';
import { KeyedStore } from './keyed-store.ts';
import { TransferStore } from './transfer-store.ts';

export interface Store {
  readonly transfers: TransferStore;
  readonly hosts: KeyedStore<Host>;
  readonly hostconfigs: KeyedStore<HostConfiguration>;
  readonly configurations: KeyedStore<Configuration>;
  /** Transfer rules by IDRULE (REST v2's /v2/rules, v1's /rules). */
  readonly rules: KeyedStore<Rule>;
}

export interface RecordSerialisers {
  transfer(t: Transfer): string;
  host(h: Host): string;
  hostconfig(h: HostConfiguration): string;
  configuration(c: Configuration): string;
  rule(r: Rule): string;
}

export function createMemoryStore(s: RecordSerialisers): Store {
  return {
    transfers: new TransferStore(s.transfer),
    hosts: new KeyedStore(s.host),
    hostconfigs: new KeyedStore(s.hostconfig),
    configurations: new KeyedStore(s.configuration),
    rules: new KeyedStore(s.rule, (r) => r.IDRULE),
  };
}

export { TransferStore, transferKey, type TransferRow, type TransferKey, type TransferQuery, type TransferPageQuery, type TransferPageKey, type StatusTally, type SideTally, type KeptTally } from './transfer-store.ts';
export { KeyedStore, type KeyedRow } from './keyed-store.ts';
export { SortedList } from './sorted-list.ts';
