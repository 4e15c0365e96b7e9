// Planted faults: the public door (issue: proof that the suite catches deviations).
export { FAULTS, faultByName, parseFaultNames, resolveFaults, UnknownFaultError } from './catalogue.ts';
export { FAULT_NAMES, isFaultName, type FaultName, type FixedFaultName, type ParameterFaultName, type OperatorFaultName, type EquivalentVariantName } from './names.ts';
export { EQUIVALENT_VARIANTS } from './equivalent.ts';
export { PARAMETER_FAULTS, parametersOf } from './parameters.ts';
export { FAULT_FAMILIES, type Fault, type FaultFamily, type FaultApply } from './types.ts';
export { withFaults } from './apply.ts';
export { OPERATOR_FAULTS, OPERATOR_PREFIXES, type OperatorPrefix } from './operators/index.ts';
