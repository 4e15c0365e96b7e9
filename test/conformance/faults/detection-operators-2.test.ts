// Every fault of the contract-derived operators must be reported (operator-faults.ts; issue 25,
// item 5) by the checks it names (`expectedCheck`, with the response checks judging their answers):
// a run of those alone costs a third of the whole suite's, for 700 faults. Half 2 of 2, every other fault, so the two files run side by side.
import { operatorHalf, requireCaughtByNamedChecks } from './operator-faults.ts';

requireCaughtByNamedChecks('the suite catches every operator fault (half 2 of 2)', operatorHalf(1));
