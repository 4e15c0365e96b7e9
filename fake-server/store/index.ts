// The fake's state behind one interface: four collections, nothing about HTTP.
import type { Configuration, Host, HostConfiguration, Transfer } from '../../contract/index.ts';
import { KeyedStore } from './keyed-store.ts';
import { TransferStore } from './transfer-store.ts';

export interface Store {
  readonly transfers: TransferStore;
  readonly hosts: KeyedStore<Host>;
  readonly hostconfigs: KeyedStore<HostConfiguration>;
  readonly configurations: KeyedStore<Configuration>;
}

export interface RecordSerialisers {
  transfer(t: Transfer): string;
  host(h: Host): string;
  hostconfig(h: HostConfiguration): string;
  configuration(c: Configuration): string;
}

export function createMemoryStore(s: RecordSerialisers): Store {
  return {
    transfers: new TransferStore(s.transfer),
    hosts: new KeyedStore(s.host),
    hostconfigs: new KeyedStore(s.hostconfig),
    configurations: new KeyedStore(s.configuration),
  };
}

export { TransferStore, transferKey, type TransferRow, type TransferKey, type TransferQuery, type StatusTally, type SideTally, type KeptTally } from './transfer-store.ts';
export { KeyedStore, type KeyedRow } from './keyed-store.ts';
export { SortedList } from './sorted-list.ts';
