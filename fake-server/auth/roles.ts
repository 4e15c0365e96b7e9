// A user's roles (reference §9.6, §10.1, §10.3): a host with ADMINROLE is FULLADMIN; otherwise
// the ROLES entry for that host in this server's own host configuration
// (`<roles><role><roleid>h</roleid><roleset>READONLY TRANSFER</roleset></role>...</roles>`);
// otherwise nothing (NOACCESS). The fake reads that row on every request, so a PUT or POST on
// /hostconfigs/<own id> takes effect at once, as the real server reloads its roles then.
import { ROLES, type Host } from '../../contract/index.ts';
import type { Deps } from '../deps.ts';

type RoleName = keyof typeof ROLES;
const isRoleName = (s: string): s is RoleName => Object.prototype.hasOwnProperty.call(ROLES, s);

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function xmlText(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return XML_ENTITIES[name] ?? whole;
  });
}

const element = (xml: string, tag: string): string | undefined => {
  const m = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>|<${tag}(?:\\s[^>]*)?/>`).exec(xml);
  return m === null ? undefined : xmlText(m[1] ?? '');
};

/** The bit mask a role set stands for: names separated by spaces or `|` (as the real server splits them), case-insensitive; unknown names are ignored. */
export function roleMask(roleSet: string): number {
  let mask: number = ROLES.NOACCESS;
  for (const token of roleSet.split(/[\s|]+/)) {
    const name = token.toUpperCase();
    // A comma is not a separator on the real server: `READONLY,TRANSFER` is one unknown name.
    if (isRoleName(name)) mask |= ROLES[name];
  }
  return mask;
}

/** host id → role mask of a ROLES text. Several entries for one host add up, as on the real server. */
export function parseRoles(xml: string | null | undefined): ReadonlyMap<string, number> {
  const roles = new Map<string, number>();
  if (!xml) return roles;
  for (const m of xml.matchAll(/<role(?:\s[^>]*)?>([\s\S]*?)<\/role>/g)) {
    const body = m[1] ?? '';
    // Trimmed, so a pretty-printed `<roleid> h </roleid>` still names `h`.
    const id = element(body, 'roleid')?.trim();
    const set = element(body, 'roleset');
    if (!id || set === undefined) continue;
    roles.set(id, (roles.get(id) ?? 0) | roleMask(set));
  }
  return roles;
}

// One-entry cache: the own ROLES text rarely changes, and most requests come from few users.
let cached: { xml: string | null | undefined; roles: ReadonlyMap<string, number> } = { xml: undefined, roles: new Map() };

/** The role mask of an authenticated host. */
export function rolesOf(host: Host, deps: Deps): number {
  if (host.ADMINROLE) return ROLES.FULLADMIN;
  const xml = deps.store.hostconfigs.get(deps.config.hostId)?.record.ROLES;
  if (cached.xml !== xml) cached = { xml, roles: parseRoles(xml) };
  return cached.roles.get(host.HOSTID) ?? ROLES.NOACCESS;
}

/** Whether a mask holds every bit of a (possibly composite) role. */
export const holds = (mask: number, required: number): boolean => (mask & required) === required;
