// How the operations table routes a request (reference §2.3): a v1 request goes to the handler its
// first path segment names, then to the operation its method (and, on the collections, its id
// segment) names; /v2/limits by method. Entry points, methods and `Allow` all come from the table.
import { COLLECTIONS, isCollection, METHOD_ORDER, OPERATIONS, type EntryPoint, type Operation, type OperationId } from '../contract/index.ts';
import type { Deps } from './deps.ts';
import type { ParsedRequest } from './http/request.ts';

/** A row of the operations table. */
export type Route = Operation<OperationId>;

/** The v1 rows: those whose path lies under their entry point's base, `/<family>` (not `/`, not /v2/limits). */
const underOwnBase = (o: Route) => o.path === `/${o.family}` || o.path.startsWith(`/${o.family}/`);
const V1_ROUTES = OPERATIONS.filter((o) => o.view === 'v1' && underOwnBase(o));
/** The rows of /v2/limits, in table order. */
export const LIMITS_ROUTES: readonly Route[] = OPERATIONS.filter((o) => o.family === 'limits');

/** The v1 entry points in table order: the four collections, then the action endpoints. */
export const V1_ENTRY_POINTS: readonly EntryPoint[] = [...new Set(V1_ROUTES.map((o) => o.family))];
const V1_BASES: ReadonlySet<string> = new Set(V1_ENTRY_POINTS);
/** Whether a path's first segment names a v1 handler. */
export const isV1EntryPoint = (base: string): base is EntryPoint => V1_BASES.has(base);
/** Whether an entry point is switched on (`--disable` unregisters it, reference §1.3-§1.4). */
export const isEnabled = (deps: Deps, entry: EntryPoint): boolean => !deps.config.disabled.includes(entry);

const BY_BASE_AND_METHOD = new Map<string, Route[]>();
for (const o of V1_ROUTES) {
  const key = `${o.family} ${o.method}`;
  BY_BASE_AND_METHOD.set(key, [...(BY_BASE_AND_METHOD.get(key) ?? []), o]);
}

const takesId = (o: Route) => o.path.endsWith('/:id');

/**
 * The operation a request on a v1 entry point names, if any. The action handlers and OPTIONS
 * ignore sub-segments; on a collection a GET with an id segment reads one record (a second segment
 * designates none: 404), and the writes need exactly the segment their template has (§2.3).
 */
export function v1RouteOf(req: ParsedRequest): Route | undefined {
  const rows = BY_BASE_AND_METHOD.get(`${req.base} ${req.method}`);
  if (rows === undefined) return undefined;
  if (!isCollection(req.base) || req.method === 'OPTIONS') return rows[0];
  const withId = req.subpath.length > 0;
  const row = rows.find((o) => takesId(o) === withId);
  return row !== undefined && (!withId || req.method === 'GET' || req.subpath.length === 1) ? row : undefined;
}


const ALLOW = new Map(V1_ENTRY_POINTS.map((e) => [e, METHOD_ORDER.filter((m) => V1_ROUTES.some((o) => o.family === e && o.method === m)).join(',')]));
/** The `Allow` of a v1 entry point: its methods in the real server's enum order (reference §1.4, §2.5). */
export const allowOf = (entry: EntryPoint): string => ALLOW.get(entry) ?? '';
/** The `Allow` of the root description: the data-model handlers' methods (reference §2.5). */
export const ROOT_ALLOW = allowOf(COLLECTIONS[0]);
/** The `Allow` of /v2/limits: its methods in table order, as the real server sends them (reference §11, §17). */
export const LIMITS_ALLOW = LIMITS_ROUTES.map((o) => o.method).join(',');

/** The v2 rows, every path template with its rows (limits included), in table order. */
const V2_TEMPLATES = new Map<string, Route[]>();
for (const o of OPERATIONS.filter((r) => r.view === 'v2')) V2_TEMPLATES.set(o.path, [...(V2_TEMPLATES.get(o.path) ?? []), o]);
const V2_TEMPLATE_SEGMENTS = [...V2_TEMPLATES.keys()].map((t) => ({ template: t, segments: t.split('/').filter(Boolean) }));

/** A v2 path matched against the table: its template's rows and the `:id` segment, decoded. */
export interface V2PathMatch {
  readonly template: string;
  readonly rows: readonly Route[];
  readonly id?: string;
}

/**
 * The v2 template a path names, if any, in a path already decoded (`%5F` is `_`): routes are
 * declared with a trailing slash and both forms answer (docs/rest-v2-3.6.2.md §1).
 */
export function v2PathOf(path: string): V2PathMatch | undefined {
  const segments = path.split('/').filter(Boolean);
  for (const { template, segments: t } of V2_TEMPLATE_SEGMENTS) {
    if (t.length !== segments.length) continue;
    let id: string | undefined;
    const ok = t.every((seg, i) => {
      const given = segments[i] as string;
      if (seg !== ':id') return seg === given;
      // The request's path is decoded already (http/request.ts), once, as the real server decodes it.
      id = given;
      return true;
    });
    if (ok) return { template, rows: V2_TEMPLATES.get(template) as Route[], ...(id === undefined ? {} : { id }) };
  }
  return undefined;
}

/** The `Allow` of a v2 template: its methods in table order, OPTIONS last. */
export const v2AllowOf = (m: V2PathMatch): string[] => [...m.rows.filter((o) => o.method !== 'OPTIONS').map((o) => o.method), 'OPTIONS'];
