// How stored records are written in v1 answers: in schema key order, bigint ids exact,
// non-ASCII escaped (reference §1.7, §8).
import type { RecordSerialisers } from './store/index.ts';
import { serialize } from '../contract/index.ts';

export const v1RecordSerialisers: RecordSerialisers = {
  transfer: (t) => serialize(t),
  host: (h) => serialize(h),
  hostconfig: (h) => serialize(h),
  configuration: (c) => serialize(c),
  rule: (r) => serialize(r),
};
