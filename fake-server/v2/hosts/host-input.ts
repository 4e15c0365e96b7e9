// A POST or PUT /v2/hosts body read onto a host (`HostConverter.nodeToUpdatedHost`,
// docs/rest-v2-3.6.2.md §2.2): each member in the order written, names case-insensitive; a wrong
// JSON type is errorCode 7, an unknown name 5, another `name` than the host's 13; then the required
// fields (`name address port password`, 6). Every error is listed, and nothing is kept unless
// there is none. The password is plain text here; the caller encrypts it as v1 does.
import type { JsonObject } from '../../../contract/index.ts';
import type { TopMember } from '../json-members.ts';
import { asJavaInt, bodyFields, isBlank } from '../v2-fields.ts';
import { v2Errors, type V2Error } from '../v2-errors.ts';

/** A host as the converter fills it: null / -1 for what a new host does not have yet. */
export interface HostDraft {
  readonly HOSTID: string | null;
  readonly ADDRESS: string | null;
  readonly PORT: number;
  /** The new password, when the body gives one. */
  readonly password?: string;
  /** Whether the host already has a stored key (PUT). */
  readonly hasKey: boolean;
  readonly ISSSL: boolean;
  readonly ISCLIENT: boolean;
  readonly ADMINROLE: boolean;
  readonly ISACTIVE: boolean;
  readonly ISPROXIFIED: boolean;
}

/** The host of a POST before its body: 3.6.2's `new Host(null, null, -1, null, false, false, false, false, true)`. */
export const NEW_HOST_DRAFT: HostDraft = { HOSTID: null, ADDRESS: null, PORT: -1, hasKey: false, ISSSL: false, ISCLIENT: false, ADMINROLE: false, ISACTIVE: true, ISPROXIFIED: false };

// The port must be below FileUtils.ZERO_COPY_CHUNK_SIZE (64 KiB).
const PORT_LIMIT = 64 * 1024;
const FLAGS = { isssl: 'ISSSL', isclient: 'ISCLIENT', isadmin: 'ADMINROLE', isactive: 'ISACTIVE', isproxy: 'ISPROXIFIED' } as const;
type FlagName = keyof typeof FLAGS;
const isFlagName = (n: string): n is FlagName => Object.hasOwn(FLAGS, n);

export type HostReading = { readonly ok: true; readonly host: HostDraft } | { readonly ok: false; readonly errors: readonly V2Error[] };

export function readHostBody(object: JsonObject, members: readonly TopMember[], base: HostDraft): HostReading {
  const errors: V2Error[] = [];
  const host: { -readonly [K in keyof HostDraft]: HostDraft[K] } = { ...base };
  for (const { key, name, value, shown } of bodyFields(object, members)) {
    // 3.6.2 names the field as the body wrote it.
    const wrong = () => errors.push(v2Errors.illegalFieldValue(key, shown));
    if (name === 'name') {
      if (typeof value !== 'string') wrong();
      else if (host.HOSTID === null) host.HOSTID = value;
      else if (host.HOSTID !== value) errors.push(v2Errors.fieldNotAllowed('name'));
    } else if (name === 'address') {
      if (typeof value === 'string') host.ADDRESS = value;
      else wrong();
    } else if (name === 'port') {
      const port = asJavaInt(value);
      if (port !== undefined && port >= 0 && port < PORT_LIMIT) host.PORT = port;
      else wrong();
    } else if (name === 'password') {
      if (typeof value === 'string') host.password = value;
      else wrong();
    } else if (isFlagName(name)) {
      if (typeof value === 'boolean') host[FLAGS[name]] = value;
      else wrong();
    } else {
      errors.push(v2Errors.unknownField(key));
    }
  }
  // `checkRequiredFields`. Any password encrypts to a non-empty key, even "".
  if (isBlank(host.HOSTID)) errors.push(v2Errors.missingField('name'));
  if (isBlank(host.ADDRESS)) errors.push(v2Errors.missingField('address'));
  if (host.PORT === -1) errors.push(v2Errors.missingField('port'));
  if (host.password === undefined && !host.hasKey) errors.push(v2Errors.missingField('password'));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, host };
}
