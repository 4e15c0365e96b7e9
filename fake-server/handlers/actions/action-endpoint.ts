// What an action endpoint adds to the operations table: its OPTIONS entries (reference §2.5).
import type { Serialisable } from '../../../contract/index.ts';
import type { Deps } from '../../deps.ts';

/** The DetailedAllow entries of an action endpoint's OPTIONS document, without the final OPTIONS entry. */
export type Describe = (deps: Deps) => Serialisable[];
