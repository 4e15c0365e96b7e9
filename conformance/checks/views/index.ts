// The views of one record compared (issue 36): the family that reads the contract's view table.
import type { Check } from '../check.ts';
import { viewsAgree } from './views-agree.ts';

export const views_CHECKS: readonly Check[] = [viewsAgree];
