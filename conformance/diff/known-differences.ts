// tmkit diff's known-differences lists: the suite's baseline idea (runner/baseline.ts), one entry
// per difference with its reason, matched precisely (a check = the layer of comparison, an
// operation, a `match` pattern over the difference's title, both answers and the request). The kit
// ships `r66-3.6.2`: the fake's deliberate differences from real 3.6.2 (README "How the fake behaves").
import { dataFolder } from '../../data-files.ts';
import { loadBaseline, type Baseline } from '../runner/baseline.ts';

/** A shipped known-differences list by name (`r66-3.6.2`) or a user's file of the same shape. */
export const loadKnownDifferences = (nameOrFile: string): Baseline => loadBaseline(nameOrFile, dataFolder('knownDifferences'));
