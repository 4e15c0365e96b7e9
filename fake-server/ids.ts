// SPECIALID allocation. The real server's sequence starts at the database's creation time in
// epoch ms (reference §18); the fake continues its dataset's ids (generators/ids.ts makes both
// the sequence and the GUID mode), so ids look real and stay deterministic.
export type { SpecialIdSource as IdAllocator } from '../generators/index.ts';
