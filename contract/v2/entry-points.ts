// The REST v2 resources besides /v2/limits, as entry points of the operations table.

/** The v2 entry points besides `limits`: each can be switched off (`--disable`), as the real handlers by their CRUD letters. */
export const V2_ENTRY_POINTS = ['v2transfers', 'v2hosts', 'v2rules', 'v2hostconfig', 'v2server', 'v2filemonitors'] as const;
/** One v2 entry point besides `limits`. */
export type V2EntryPoint = (typeof V2_ENTRY_POINTS)[number];
