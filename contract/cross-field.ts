// Rules across fields (issue 36, item 3): where the reference gives a field's meaning through
// another field, the combinations of value classes that change the rule's outcome, each with what
// a real 3.6.2 answers and stores. Data: the check cross_field_rules_hold sends every case and
// judges the answer and the read-back; the fault operator `unpairs` makes, for every rule and
// second field, a server whose rule ignores that field.
//
// Each case was sent to a real 3.6.2 (H2 and PostgreSQL, 2026-11-28) and answered as written here.
// Considered and left out, each for its reason:
// - a rule's mode and its paths: 3.6.2 stores every path whatever the mode (RuleConverter and
//   DbRule read each field alone), so no combination changes an outcome;
// - a transfer's owner and its partner: one-transfer reads always look the transfer up under the
//   server's own id (reference §18), which ownerreq_in_transfer_identity already sends; a row owned
//   by another host can be removed on a real 3.6.2 only through that quirk.
import type { JsonValue } from './wire/lossless-json.ts';
import type { ValueClass } from './value-classes.ts';

/** A value sent in a case: its class and the value of that class. */
export interface ClassedValue {
  readonly class: ValueClass;
  readonly value: JsonValue;
}

/** One combination of value classes and what it must give. */
export interface CrossFieldCase {
  /** What the combination shows, in words. */
  readonly label: string;
  /** For an update: the fields of the record before the write (created with them). */
  readonly before?: Readonly<Record<string, JsonValue>>;
  /** The fields the write sends (a field of the rule left out is not here). */
  readonly sent: Readonly<Record<string, ClassedValue>>;
  /** Every field of the rule as the answer and the read-back must show it. */
  readonly outcome: Readonly<Record<string, JsonValue>>;
}

/** A field whose meaning the reference gives through another field. */
export interface CrossFieldRule {
  /** `<operationId>-<first field>`: stable, the fault names take it. */
  readonly id: string;
  /** Operation id (operations table): a write of one record. */
  readonly operation: string;
  /** The field whose value decides. */
  readonly first: string;
  /** When the first field's value decides: the classes that trigger the rule. */
  readonly triggers: readonly ValueClass[];
  /** The fields the rule sets when it triggers, each with the value it forces. */
  readonly forces: Readonly<Record<string, JsonValue>>;
  /** Where the reference says so. */
  readonly reference: string;
  readonly cases: readonly CrossFieldCase[];
}

/** A client host's address (DbHostAuth.DEFAULT_CLIENT_ADDRESS). */
export const CLIENT_ADDRESS = '0.0.0.0';
const SERVER_ADDRESS = '10.66.0.9';
const OTHER_ADDRESS = '10.66.0.10';

const port = (value: number): ClassedValue => ({ class: value < 0 ? 'negative' : value === 0 ? 'zero' : 'number-json', value });
const address = (value: string): ClassedValue => ({ class: 'text-ascii', value });
const client = (value: boolean): ClassedValue => ({ class: 'boolean-json', value });

/** A host as a negative PORT makes it. */
const clientHost = (p: number) => ({ PORT: p, ADDRESS: CLIENT_ADDRESS, ISCLIENT: true });
const SERVER_HOST = { PORT: 6666, ADDRESS: SERVER_ADDRESS, ISCLIENT: false } as const;

const NEGATIVE_PORT = 'A negative PORT makes a client host: ISCLIENT true and ADDRESS 0.0.0.0, whatever the write says of them (reference §3.3, §18; DbHostAuth.setFromJson, after the fields are applied)';

/** Every cross-field rule of the contract. */
export const CROSS_FIELD_RULES: readonly CrossFieldRule[] = [
  {
    id: 'createHost-PORT',
    operation: 'createHost',
    first: 'PORT',
    triggers: ['negative'],
    forces: { ISCLIENT: true, ADDRESS: CLIENT_ADDRESS },
    reference: NEGATIVE_PORT,
    cases: [
      { label: 'a negative PORT with a server address and ISCLIENT false', sent: { PORT: port(-1), ADDRESS: address(SERVER_ADDRESS), ISCLIENT: client(false) }, outcome: clientHost(-1) },
      { label: 'another negative PORT, ISCLIENT left out', sent: { PORT: port(-7), ADDRESS: address(SERVER_ADDRESS) }, outcome: clientHost(-7) },
      { label: 'a negative PORT with the client address and ISCLIENT false', sent: { PORT: port(-1), ADDRESS: address(CLIENT_ADDRESS), ISCLIENT: client(false) }, outcome: clientHost(-1) },
      { label: 'PORT 0 (not negative) with ISCLIENT false', sent: { PORT: port(0), ADDRESS: address(SERVER_ADDRESS), ISCLIENT: client(false) }, outcome: { PORT: 0, ADDRESS: SERVER_ADDRESS, ISCLIENT: false } },
      { label: 'a server PORT with the client address and ISCLIENT false (the address alone makes no client)', sent: { PORT: port(6666), ADDRESS: address(CLIENT_ADDRESS), ISCLIENT: client(false) }, outcome: { PORT: 6666, ADDRESS: CLIENT_ADDRESS, ISCLIENT: false } },
      { label: 'a server PORT with ISCLIENT true', sent: { PORT: port(6666), ADDRESS: address(SERVER_ADDRESS), ISCLIENT: client(true) }, outcome: { PORT: 6666, ADDRESS: SERVER_ADDRESS, ISCLIENT: true } },
    ],
  },
  {
    id: 'updateHost-PORT',
    operation: 'updateHost',
    first: 'PORT',
    triggers: ['negative'],
    forces: { ISCLIENT: true, ADDRESS: CLIENT_ADDRESS },
    // The PORT that decides is the record's after the write: the one sent, else the one stored.
    reference: `${NEGATIVE_PORT}; on PUT the PORT that decides is the record's after the write, sent or kept`,
    cases: [
      { label: 'a server host given a negative PORT alone', before: SERVER_HOST, sent: { PORT: port(-1) }, outcome: clientHost(-1) },
      { label: 'a server host given a negative PORT, another server address and ISCLIENT false', before: SERVER_HOST, sent: { PORT: port(-1), ADDRESS: address(OTHER_ADDRESS), ISCLIENT: client(false) }, outcome: clientHost(-1) },
      { label: 'a client host (negative PORT kept) given a server address', before: clientHost(-1), sent: { ADDRESS: address(OTHER_ADDRESS) }, outcome: clientHost(-1) },
      { label: 'a client host (negative PORT kept) given ISCLIENT false', before: clientHost(-1), sent: { ISCLIENT: client(false) }, outcome: clientHost(-1) },
      { label: 'a client host given a server PORT alone (the address and the flag stay as stored)', before: clientHost(-1), sent: { PORT: port(6666) }, outcome: { PORT: 6666, ADDRESS: CLIENT_ADDRESS, ISCLIENT: true } },
      { label: 'a client host given a server PORT, a server address and ISCLIENT false', before: clientHost(-1), sent: { PORT: port(6666), ADDRESS: address(OTHER_ADDRESS), ISCLIENT: client(false) }, outcome: { PORT: 6666, ADDRESS: OTHER_ADDRESS, ISCLIENT: false } },
      { label: 'a server host given the client address (the address alone makes no client)', before: SERVER_HOST, sent: { ADDRESS: address(CLIENT_ADDRESS) }, outcome: { PORT: 6666, ADDRESS: CLIENT_ADDRESS, ISCLIENT: false } },
    ],
  },
];
