// Parameters whose meaning no client can observe through the interface, with the reason: the
// detection test does not require the faults generated from them (fake-server/faults/parameters.ts)
// to be caught. Every other parameter of the operations table must be checked by its meaning.

const FORCED_UPDATEDINFO = 'every write stores UPDATEDINFO 3 (TOSUBMIT) whatever the body says (reference §3.1), so a server that ignores it answers the same';

const FILE_QUERY_500 = 'read only by the file queries (idRequest false), which a real 3.6.2 server answers with the same 500 whatever the request type, file name or rule (reference §5, confirmed §18; again 2026-11-25 with request 0 and 2, filenames "file1004.txt" and "*"), and the interface describes /info answers only as transfer records; the transfer query (idRequest true) does not read it (the same answer byte for byte with and without request 2 and filename "zz*")';

const BUSINESS_NOT_RUN = 'a business request reaches the class it names, which the suite never runs (it would run code on a real server): it sends only an absent class and a toApplied refusal, whose answers carry no packet, so what the class or its echoed success would show cannot be observed (docs/real-server-3.6.2.md "/config and /business")';

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
  createRule: { UPDATEDINFO: FORCED_UPDATEDINFO },
  updateRule: {
    UPDATEDINFO: FORCED_UPDATEDINFO,
    IDRULE: 'PUT never changes the identity: 3.6.2 reads the rule of the path and ignores an IDRULE in the body (observed, docs/real-server-3.6.2.md "/rules"), so a server that ignores it answers the same',
  },
  getInformation: {
    requestUserPacket: 'never validated (reference §14.14) and not echoed: a /info answer holds the transfer record or the file query result, never the request packet; a real 3.6.2 server answers byte for byte the same with requestUserPacket 18 and 99 (2026-11-25)',
    request: FILE_QUERY_500,
    filename: FILE_QUERY_500,
  },
  // /control (issue 27): what 3.6.2's HttpRestControlR66Handler and ServerActions never read.
  controlInformation: {
    requestUserPacket: 'never validated and not echoed: the answer holds the transfer record only (HttpRestControlR66Handler)',
    request: 'read only by a file query (idRequest false), which /control refuses (JSON 406) whatever the request type',
    filename: 'read only by a file query (idRequest false), which /control refuses (JSON 406) whatever the file name',
  },
  controlCreateTransfer: {
    rank: 'initTransferRequest builds its RequestPacket with rank 0 and the answer writes the stored rank back (setFromDbTaskRunner): the packet value is never used',
    validate: 'the answer writes validate 1 whatever was sent (TransferRequestJsonPacket.validate()), and nothing stores it',
    originalSize: 'the stored request has original size -1 and the answer writes it back (setFromDbTaskRunner) whatever was sent',
    toValidate: 'the answer writes toValidate false whatever was sent, and nothing stores it',
    separator: "the stored request takes the partner's separator (PartnerConfiguration.getSeparator), not the packet's; the answer echoes the packet",
  },
  executeBusiness: {
    requestUserPacket: BUSINESS_NOT_RUN, arguments: BUSINESS_NOT_RUN, extraArguments: BUSINESS_NOT_RUN, delay: BUSINESS_NOT_RUN, validated: BUSINESS_NOT_RUN,
  },
  getBandwidth: {
    writeglobal: 'a getter packet (setter false) reads the limits; the values it carries are not used (reference §6)',
    readglobal: 'a getter packet (setter false) reads the limits; the values it carries are not used (reference §6)',
    writesession: 'a getter packet (setter false) reads the limits; the values it carries are not used (reference §6)',
    readsession: 'a getter packet (setter false) reads the limits; the values it carries are not used (reference §6)',
  },
};

/** Why a parameter of an operation cannot be observed, or undefined when it can. */
export const unobservableBecause = (operationId: string, parameter: string): string | undefined => UNOBSERVABLE_PARAMETERS[operationId]?.[parameter];
