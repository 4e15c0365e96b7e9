// Hand-kept data of docs/checks.md: where each check's sample failure comes from. By default a
// check's sample comes from the first planted fault (fake-server/faults/, catalogue order) whose
// `expectedCheck` names it. The generator refuses a check with neither a fault nor a FAILS_WHEN
// text, and a FAILS_WHEN text for a check a fault now triggers, so a new check or fault forces
// this file (and the document) to be updated.
import type { FaultName } from '../../fake-server/index.ts';

/**
 * Checks whose sample comes from another fault than the default: checks no fault names in
 * `expectedCheck` but that a planted fault makes fail all the same (seen in the detection runs,
 * test/conformance/faults/), and checks with a better sample elsewhere.
 */
export const SAMPLE_FAULT: Readonly<Record<string, FaultName>> = {
  negative_data_rejection: 'limits-error-code-off-by-one',
  unsupported_method: 'transfers-partner-filter-ignored',
  model_based_crud: 'hosts-issl-as-number',
  missing_role_refused: 'hosts-create-answers-201',
  ignored_auth: 'auth-v1-failure-answers-403',
};

/**
 * A response check sends no request of its own: the scenario checks run beside it to produce the
 * answers it inspects (positive_data_acceptance calls every operation with valid input).
 */
export const RESPONSE_CHECK_DRIVERS: readonly string[] = ['positive_data_acceptance'];

/** For each check that no planted fault triggers: when it fails (completes "it fails when …"). */
export const FAILS_WHEN: Readonly<Record<string, string>> = {
  keep_alive_after_v2:
    'on one keep-alive connection of its own, `GET /transfers`, `OPTIONS /v2/limits`, `GET /transfers` again: the third gets no answer while the second did not say `Connection: close` (a real 3.6.2 does this; no planted fault can, since the embedded fake has no connections: the check is skipped there).',
  not_a_server_error: 'any answer the run gets, whichever check asked for it, has a 5xx status.',
  limit_caps_list_size:
    'a list holds more rows than LIMIT (GET /transfers) or the lower-case `limit` (default 100) allow, its rows are not the first ones of the uncapped list, `count` is not the number of rows, or `limit` does not echo the value sent.',
  orderbyid_orders_by_descending_id:
    'transfers listed with ORDERBYID=true are not in descending SPECIALID order, or, without it (or with any value but the exact text `true`), not in descending STARTTRANS order.',
  status_flags_select_by_mapping:
    'a status flag (PENDING, INTRANSFER, INERROR, DONE) lists a transfer outside its UPDATEDINFO/GLOBALSTEP mapping or leaves one out, several flags are not OR-ed, ALLSTATUS=true or no flag does not list every status, or a value other than the exact text `true` sets a flag.',
  starttrans_window:
    'GET /transfers lists a transfer whose STARTTRANS is outside the STARTTRANS and STOPSTRANS/STOPTRANS bounds, or leaves out one inside them (bounds inclusive), for bounds in epoch milliseconds or ISO 8601.',
  ownerreq_selects_owner:
    "GET /transfers without OWNERREQ (or with an empty one) lists a transfer of another owner or leaves out one of the server's own, `OWNERREQ=*` does not list every owner's, or a named owner's list holds another owner's transfer.",
  log_missing_class_rejected:
    'GET /log without a readable LogJsonPacket (no `@class`, an unknown `@class`, a body that is not JSON, no body, another packet) is not refused with HTTP 400, or exports transfers anyway.',
  bandwidth_getter_setter_mismatch:
    'GET /bandwidth with a setter packet, PUT /bandwidth with a getter packet, or PUT /bandwidth without a packet is not refused with JSON code 409 inside an HTTP 400, or changes a limit.',
  disabled_entry_point_refused:
    'on an embedded fake with every entry point switched off, an operation answers anything but 405 (the v1 HTML page; an empty body on /v2/limits), or OPTIONS / still describes a disabled entry point.',
  shutdown_key_accepted:
    'on an embedded fake whose admin key it knows, PUT /server with that key does not answer 200 with "Block new request", "Unblock new request" or "Shutdown on going" for a block, unblock or shutdown packet, or the echoed packet lacks its key.',
  ownerreq_in_transfer_identity:
    "GET, PUT or DELETE /transfers/:id naming another OWNERREQ reaches the server's own transfer of the same SPECIALID, REQUESTER and REQUESTED, or POST /transfers with an OWNERREQ does not create a transfer of that owner (beside the own one, which it must leave as it was).",
  transfer_write_stores_times:
    'a transfer created with a TRANSFERINFO text does not read back starting with that text, or one created or updated with a STOPTRANS does not read back with that STOPTRANS.',
  host_key_replaced_by_update: 'PUT /hosts/:id with a HOSTKEY does not leave the host with the key a POST of that same HOSTKEY gives another host.',
  log_clean_marks_done:
    "GET /log with clean=true leaves a finished transfer of the server's own (GLOBALLASTSTEP 4, status letter after `O`) with an UPDATEDINFO other than 6 (DONE), or marks an unfinished one DONE.",
  limits_values_stored:
    'POST /v2/limits with five different limits does not answer 201 with them, or a later GET /v2/limits does not read them; likewise for PUT with five other values.',
};
