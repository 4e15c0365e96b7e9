// Which operation of the contract a request is: the contract's own matcher (contract/operation-of.ts).
export { operationLabel, operationOf } from '../../contract/index.ts';
