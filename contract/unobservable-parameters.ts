// Parameters whose meaning no client can observe through the interface, with the reason: the
// detection test does not require the faults generated from them (fake-server/faults/parameters.ts)
// to be caught. Every other parameter of the operations table must be checked by its meaning.

const FORCED_UPDATEDINFO = 'every write stores UPDATEDINFO 3 (TOSUBMIT) whatever the body says (reference §3.1), so a server that ignores it answers the same';

/** Operation id (`createTransfer`) → parameter → why its meaning cannot be observed; a test keeps every key an operation and parameter of the table. */
export const UNOBSERVABLE_PARAMETERS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  createTransfer: { UPDATEDINFO: FORCED_UPDATEDINFO },
  updateTransfer: {
    UPDATEDINFO: FORCED_UPDATEDINFO,
    SPECIALID: 'PUT never changes the identity (the interface lists SPECIALID in the PUT body, but the record is the one of the path): a server that ignores the body value answers the same',
  },
  createHost: { UPDATEDINFO: FORCED_UPDATEDINFO },
  updateHost: { UPDATEDINFO: FORCED_UPDATEDINFO },
  createHostConfiguration: { UPDATEDINFO: FORCED_UPDATEDINFO },
  updateHostConfiguration: { UPDATEDINFO: FORCED_UPDATEDINFO },
  createConfiguration: { UPDATEDINFO: FORCED_UPDATEDINFO, updatedinfo: FORCED_UPDATEDINFO },
  updateConfiguration: { UPDATEDINFO: FORCED_UPDATEDINFO, updatedinfo: FORCED_UPDATEDINFO },
  getBandwidth: {
    writeglobal: 'a getter packet (setter false) reads the limits; the values it carries are not used (reference §6)',
    readglobal: 'a getter packet (setter false) reads the limits; the values it carries are not used (reference §6)',
    writesession: 'a getter packet (setter false) reads the limits; the values it carries are not used (reference §6)',
    readsession: 'a getter packet (setter false) reads the limits; the values it carries are not used (reference §6)',
  },
};

/** Why a parameter of an operation cannot be observed, or undefined when it can. */
export const unobservableBecause = (operationId: string, parameter: string): string | undefined => UNOBSERVABLE_PARAMETERS[operationId]?.[parameter];
