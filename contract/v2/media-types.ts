// The media types each v2 operation that reads a body or a form accepts (docs/rest-v2-3.6.2.md §5,
// §8): the lists, logs, config export/import and file monitors declare `@Consumes(form-urlencoded)`,
// the bodies of POST/PUT are JSON. POST /v2/hostconfig declares the form type yet reads a JSON body
// (the maker's file says JSON): both are accepted. Any other Content-Type is refused with 415, an
// empty body and an `Accept` header naming an accepted type, before the handler runs.
/** The form media type the v2 lists and server operations declare. */
export const V2_FORM_TYPE = 'application/x-www-form-urlencoded';
/** The media type of the v2 bodies. */
export const V2_JSON_TYPE = 'application/json';

/** Per v2 operation that reads a body or a form: the media types it accepts (any other: 415). */
export const V2_ACCEPTED_MEDIA_TYPES = {
  listTransfersV2: [V2_FORM_TYPE],
  createTransferV2: [V2_JSON_TYPE],
  listHostsV2: [V2_FORM_TYPE],
  createHostV2: [V2_JSON_TYPE],
  updateHostV2: [V2_JSON_TYPE],
  listRulesV2: [V2_FORM_TYPE],
  createRuleV2: [V2_JSON_TYPE],
  updateRuleV2: [V2_JSON_TYPE],
  createHostConfigV2: [V2_JSON_TYPE, V2_FORM_TYPE],
  replaceHostConfigV2: [V2_JSON_TYPE],
  getLogsV2: [V2_FORM_TYPE],
  exportConfigV2: [V2_FORM_TYPE],
  importConfigV2: [V2_FORM_TYPE],
  listFileMonitorsV2: [V2_FORM_TYPE],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** A v2 operation with accepted media types. */
export type V2MediaTypedOperation = keyof typeof V2_ACCEPTED_MEDIA_TYPES;

/** A Content-Type the operation refuses: JSON where only the form type is accepted, text/plain otherwise. */
export const v2RefusedMediaType = (id: V2MediaTypedOperation): string =>
  (V2_ACCEPTED_MEDIA_TYPES[id] as readonly string[]).includes(V2_JSON_TYPE) ? 'text/plain' : V2_JSON_TYPE;
