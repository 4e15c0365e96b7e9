// The two files `tmkit diff` reads besides its options (issue 35; docs/replay.md): a request
// script (the fake's journal as `tmkit serve --journal-out` writes it, or one written by hand) and a
// recording (what one server answered to a diff, `tmkit diff --record`). Both are versioned: a
// reader refuses a version it does not know rather than guess at it. Neither ever holds a credential:
// a replay signs with the replaying command's own --auth.
import { schemaId } from './common.ts';

/** The `format` and `version` of a script file. */
export const SCRIPT_FORMAT = { format: 'tmkit-script', version: 1 } as const;
/** The `format` and `version` of a recording file. */
export const RECORDING_FORMAT = { format: 'tmkit-recording', version: 1 } as const;

/**
 * Request headers a script or a recording never holds: the credentials (the replaying command
 * signs with its own) and what belongs to one connection rather than to the request (the
 * replaying client sets them itself). Lower case.
 */
export const UNSCRIPTED_HEADERS: ReadonlySet<string> = new Set([
  'authorization', 'x-auth-key', 'x-auth-signature', 'x-auth-user', 'x-auth-timestamp', 'cookie', 'proxy-authorization',
  'host', 'content-length', 'connection', 'keep-alive', 'transfer-encoding', 'te', 'upgrade', 'expect', 'accept-encoding',
  // the fake's own control header (docs/stand-in.md): a mishap is the fake's, not the client's
  'x-fake-mishap',
]);

/** The headers of a request as a script or a recording holds them: names in lower case, repeated values joined, none of UNSCRIPTED_HEADERS. */
export function scriptedHeaders(headers: Readonly<Record<string, string | readonly string[] | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || UNSCRIPTED_HEADERS.has(lower)) continue;
    out[lower] = typeof value === 'string' ? value : value.join(', ');
  }
  return out;
}

/** Answer headers a recording keeps: what a client reads or the diff compares (the rest is connection detail or a server's own stamp). */
export const RECORDED_ANSWER_HEADERS: readonly string[] = ['content-type', 'allow', 'location', 'www-authenticate', 'content-disposition', 'x-stand-in'];

/**
 * Where an operation's answer carries the id the server assigned to the record it created (a JSON
 * pointer), for the operations whose id the client does not choose: a replay reads the id each
 * server assigned there and puts it in place of the recorded one in the requests after.
 */
export const ASSIGNED_ID_AT: Readonly<Record<string, string>> = {
  createTransfer: '/answer/SPECIALID',
  controlCreateTransfer: '/results/0/specialId',
  createTransferV2: '/id',
};

/**
 * The fields and query arguments by which a request names a transfer: where a replay puts each
 * server's own assigned id in place of the recorded one (besides path segments).
 */
export const ASSIGNED_ID_FIELDS: ReadonlySet<string> = new Set(['SPECIALID', 'specialId', 'id', 'STARTID', 'STOPID', 'startid', 'stopid']);

const headers = { type: 'object', additionalProperties: { type: 'string' }, propertyNames: { pattern: '^[a-z0-9!#$%&\'*+.^_`|~-]+$' } } as const;
const method = { type: 'string', pattern: '^[A-Z]+$' } as const;
const url = { type: 'string', pattern: '^/', description: 'path and query exactly as sent (percent-encoded)' } as const;

/** One request of a script. */
export interface ScriptRequest {
  readonly method: string;
  /** Path and query exactly as sent. */
  readonly url: string;
  /** Lower-case names; never a credential or a connection header (UNSCRIPTED_HEADERS). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The body as sent (text). */
  readonly body?: string;
  /** Or a JSON value, serialised when sent (for a script written by hand). */
  readonly json?: unknown;
  /** The id the recorded server assigned to the record this request created, and where its answer carries it (ASSIGNED_ID_AT). */
  readonly assigned?: { readonly id: string; readonly at: string };
  /** Why the request is there (free text, for a script written by hand). */
  readonly note?: string;
}

/** A request script: `tmkit serve --journal-out` writes one, `tmkit diff --script` sends one (docs/replay.md). */
export interface ScriptFile {
  readonly format: typeof SCRIPT_FORMAT.format;
  readonly version: typeof SCRIPT_FORMAT.version;
  /** Where it came from (`tmkit serve journal, seed 1, dataset small`). */
  readonly source?: string;
  readonly requests: readonly ScriptRequest[];
}

/** The JSON Schema of a script file (version 1; docs/schemas/tmkit-script-1.schema.json). */
export const scriptFileSchema = {
  $id: schemaId('script-file'),
  title: 'tmkit request script (tmkit serve --journal-out, tmkit diff --script)',
  type: 'object',
  properties: {
    format: { const: SCRIPT_FORMAT.format },
    version: { const: SCRIPT_FORMAT.version },
    source: { type: 'string' },
    requests: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          method,
          url,
          headers,
          body: { type: 'string' },
          json: {},
          assigned: {
            type: 'object',
            properties: { id: { type: 'string', minLength: 1 }, at: { type: 'string', pattern: '^/' } },
            required: ['id', 'at'],
            additionalProperties: false,
          },
          note: { type: 'string' },
        },
        required: ['method', 'url'],
        // a body as text or as JSON, not both
        not: { type: 'object', properties: { body: {}, json: {} }, required: ['body', 'json'] },
        additionalProperties: false,
      },
    },
  },
  required: ['format', 'version', 'requests'],
  additionalProperties: false,
} as const;

/** One exchange of a recording: a script request (as sent, credentials left out) with the answer it got, or why none came. */
export interface RecordedExchange extends ScriptRequest {
  /** Exactly the headers sent (none left to a replaying client's defaults). */
  readonly headers: Readonly<Record<string, string>>;
  /** When it was sent (ISO 8601, the recording machine's clock): what "now" was for its answer. */
  readonly sentAt: string;
  /** Status, the answer headers that matter (RECORDED_ANSWER_HEADERS) and the body; null when none came. */
  readonly answer: { readonly status: number; readonly headers: Readonly<Record<string, string>>; readonly body: string } | null;
  /** Why no answer came (`refused`, `reset`, `timeout`, ...), when none did. */
  readonly failure?: string;
}

/** A recording is a script with answers (DESIGN §6b): its requests replay as a script, and it answers in place of the server it recorded. */
export interface RecordingFile {
  readonly format: typeof RECORDING_FORMAT.format;
  readonly version: typeof RECORDING_FORMAT.version;
  /** The server recorded (its URL then). */
  readonly server: string;
  readonly recordedAt: string;
  /** The release the server said (GET /v2/hostconfig versionBin, "3.6.2"), when it did. */
  readonly release?: string;
  readonly requests: readonly RecordedExchange[];
}

const scriptRequestProperties = scriptFileSchema.properties.requests.items.properties;

/** The JSON Schema of a recording file (version 1; docs/schemas/tmkit-recording-1.schema.json). */
export const recordingFileSchema = {
  $id: schemaId('recording-file'),
  title: 'tmkit recording (tmkit diff --record; read by --target, --against and --script)',
  type: 'object',
  properties: {
    format: { const: RECORDING_FORMAT.format },
    version: { const: RECORDING_FORMAT.version },
    server: { type: 'string' },
    recordedAt: { type: 'string' },
    release: { type: 'string' },
    requests: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          ...scriptRequestProperties,
          sentAt: { type: 'string' },
          answer: {
            anyOf: [
              { type: 'null' },
              {
                type: 'object',
                properties: { status: { type: 'integer', minimum: 100, maximum: 599 }, headers, body: { type: 'string' } },
                required: ['status', 'headers', 'body'],
                additionalProperties: false,
              },
            ],
          },
          failure: { type: 'string' },
        },
        required: ['method', 'url', 'headers', 'sentAt', 'answer'],
        additionalProperties: false,
      },
    },
  },
  required: ['format', 'version', 'server', 'recordedAt', 'requests'],
  additionalProperties: false,
} as const;
