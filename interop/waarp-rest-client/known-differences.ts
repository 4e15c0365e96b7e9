// Where the fake answers Waarp's scenario otherwise than a real 3.6.2 on purpose: a 3.6.2 defect
// the fake does not copy (DESIGN §2: never copy a crash or a 500; implement the evident intent).
// Each entry names the call, both answers and the reason. A difference that is a fake bug is not
// listed here: it is fixed in the fake. Empty until the comparison shows one of the first kind.

/** One deliberate difference: the call it concerns and what each server answers there. */
export interface KnownDifference {
  /** The call's position in the scenario (1-based) and its method and path, after normalisation. */
  readonly n: number;
  readonly method: string;
  readonly path: string;
  /** The two answers, in short (status and what matters of the body). */
  readonly real: string;
  readonly fake: string;
  /** Why the fake does not do what 3.6.2 does. */
  readonly reason: string;
}

/** The deliberate differences of the fake from 3.6.2 in Waarp's scenario. */
export const KNOWN_DIFFERENCES: readonly KnownDifference[] = [];

/**
 * A difference in one field wherever it appears, which no fake can remove: its value is compared
 * for its form only. A call whose only differences are in such fields is "known".
 */
export interface KnownFieldDifference {
  /** The key, at any depth of a body (request or answer), or `detail` text after `cut`. */
  readonly field: string;
  /** The form both values must have. */
  readonly form: RegExp;
  /** For a text field: what follows this text is left out (both sides), the text before it compared. */
  readonly cut?: string;
  /** The field is one side's only (the fake's): with a value of the form it is left out of the comparison. */
  readonly extra?: true;
  readonly real: string;
  readonly fake: string;
  readonly reason: string;
}

/** The fields whose values differ by nature between a real 3.6.2 and the fake. */
export const KNOWN_FIELD_DIFFERENCES: readonly KnownFieldDifference[] = [
  {
    field: 'HOSTKEY',
    form: /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
    real: 'base64 of the hex text of the password DES-encrypted with the server\'s key file (certs/test-key.des); a PUT that does not name HOSTKEY encrypts the stored value again',
    fake: 'base64 of the hex text of the password encrypted with the fake\'s own crypto key',
    reason: 'HOSTKEY is the password encrypted with the server\'s secret key file, which the fake does not hold (reference §3.3); both are base64 of a hex text, as a client reads them. 3.6.2 re-encrypting the stored key on every PUT is a defect the fake does not copy.',
  },
  {
    field: 'STOPSTRANS',
    form: /^Date in ISO 8601 format or ms \(the interface's spelling of STOPTRANS\)$/,
    extra: true,
    real: 'GET /transfers self-described with STOPTRANS only',
    fake: 'STOPSTRANS listed too, after STOPTRANS',
    reason: "The published interface names the upper bound STOPSTRANS (with the extra S), 3.6.2 reads STOPTRANS; the fake honours and describes both (DESIGN §2.4, the interface first), so its OPTIONS lists one filter more.",
  },
  {
    field: 'detail',
    form: /^Issue while reading from database /,
    cut: ' was {',
    real: 'after the record identity, " was " and the whole request as 3.6.2 holds it (headers, X-Auth-Role)',
    fake: 'the record identity only',
    reason: '3.6.2\'s /hosts writes the whole request, its headers included, into the detail of a 404 (DbHostAuthR66RestMethodHandler.getItem): a leak of request headers into an error the fake does not copy.',
  },
];
