// Every fault of the contract-derived operators over REST v2's parameters and fields (issue 26,
// item 6; operator-faults.ts) must be reported by the checks it names (`expectedCheck`, with the
// response checks judging their answers). Half 1 of 2, every other fault, so the two files run side by side.
import { requireCaughtByNamedChecks, v2OperatorHalf } from './operator-faults.ts';

requireCaughtByNamedChecks('the suite catches every operator fault over REST v2 (half 1 of 2)', v2OperatorHalf(0));
