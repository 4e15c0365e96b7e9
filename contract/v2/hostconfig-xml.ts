// The XML texts of a host configuration row (DbHostConfiguration's BUSINESS, ROLES, ALIASES,
// reference §8.3) and the arrays REST v2 shows them as (docs/rest-v2-3.6.2.md §2.4), both ways:
//   BUSINESS <business><businessid>h</businessid>…</business>              ⇔ ["h", …]
//   ROLES    <roles><role><roleid>h</roleid><roleset>READONLY TRANSFER</roleset></role>…</roles>
//                                                                          ⇔ [{"hostName":"h","roleList":["READONLY","TRANSFER"]}, …]
//   ALIASES  <aliases><alias><realid>h</realid><aliasid>a b</aliasid></alias>…</aliases>
//                                                                          ⇔ [{"hostName":"h","aliasList":["a","b"]}, …]
// Reading follows 3.6.2's JAXB classes (`XmlSerializable`): lists in one element are split on
// white space (`@XmlList`), a text that is not such XML shows as an empty list (the converter
// catches the failure), and a role name outside the Java enum is left out. Writing gives what
// JAXB's marshaller writes: no declaration, no indentation, `<tag/>` for an empty root.

/** The role names of 3.6.2's `RoleDefault.ROLE`, in enum order: the names a `roleList` may hold. */
export const V2_ROLE_NAMES = ['NOACCESS', 'READONLY', 'TRANSFER', 'RULE', 'HOST', 'LIMIT', 'SYSTEM', 'LOGCONTROL', 'UNUSED', 'PARTNER', 'CONFIGADMIN', 'FULLADMIN'] as const;
/** One role name a `roleList` may hold. */
export type V2RoleName = (typeof V2_ROLE_NAMES)[number];
/** Whether a text is one of 3.6.2's role names. */
export const isV2RoleName = (s: string): s is V2RoleName => (V2_ROLE_NAMES as readonly string[]).includes(s);

// Type aliases, not interfaces, so they serialise as plain JSON objects.
/** The roles of one host, as REST v2 writes them (`roles[]`). */
export type V2RoleEntry = { readonly hostName: string; readonly roleList: readonly string[] };
/** The aliases of one host, as REST v2 writes them (`aliases[]`). */
export type V2AliasEntry = { readonly hostName: string; readonly aliasList: readonly string[] };

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** Element text with its entities replaced (`&amp;` → `&`, `&#x41;` → `A`). */
export const unescape = (s: string): string =>
  s.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, name: string) =>
    name.startsWith('#x') ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith('#') ? String.fromCodePoint(parseInt(name.slice(1), 10)) : (ENTITIES[name] ?? whole));
// JAXB escapes these three in element text.
/** Element text as JAXB writes it: `&`, `<` and `>` escaped. */
export const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The contents of every `<tag>` element directly findable in `xml` (`<tag/>` gives ''). */
export function contents(xml: string, tag: string): string[] {
  const re = new RegExp(`<${tag}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</${tag}>)`, 'g');
  return [...xml.matchAll(re)].map((m) => m[1] ?? '');
}

/** The inside of the root element `tag`, or undefined when the text is not that element. */
export function rootOf(xml: string | null | undefined, tag: string): string | undefined {
  if (!xml) return undefined;
  const m = new RegExp(`^\\s*(?:<\\?xml[^>]*\\?>\\s*)?<${tag}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*)</${tag}>)\\s*$`).exec(xml);
  return m === null ? undefined : (m[1] ?? '');
}

const words = (text: string): string[] => unescape(text).split(/\s+/).filter((w) => w !== '');
const first = (body: string, tag: string): string | undefined => {
  const found = contents(body, tag)[0];
  return found === undefined ? undefined : unescape(found);
};

/** BUSINESS as v2's `business` list. */
export function businessFromXml(xml: string | null | undefined): string[] {
  const root = rootOf(xml, 'business');
  return root === undefined ? [] : contents(root, 'businessid').map(unescape);
}

/** ROLES as v2's `roles` list (an entry without `<roleid>` shows hostName `""`). */
export function rolesFromXml(xml: string | null | undefined): V2RoleEntry[] {
  const root = rootOf(xml, 'roles');
  if (root === undefined) return [];
  return contents(root, 'role').map((body) => ({
    hostName: first(body, 'roleid') ?? '',
    roleList: contents(body, 'roleset').flatMap(words).filter(isV2RoleName),
  }));
}

/** ALIASES as v2's `aliases` list. */
export function aliasesFromXml(xml: string | null | undefined): V2AliasEntry[] {
  const root = rootOf(xml, 'aliases');
  if (root === undefined) return [];
  return contents(root, 'alias').map((body) => ({
    hostName: first(body, 'realid') ?? '',
    aliasList: contents(body, 'aliasid').flatMap(words),
  }));
}

const element = (tag: string, inner: string): string => (inner === '' ? `<${tag}/>` : `<${tag}>${inner}</${tag}>`);
const textElement = (tag: string, text: string): string => `<${tag}>${escape(text)}</${tag}>`;

/** v2's `business` list as the BUSINESS text. */
export const businessToXml = (business: readonly string[]): string => element('business', business.map((b) => textElement('businessid', b)).join(''));

/** v2's `roles` list as the ROLES text. */
export const rolesToXml = (roles: readonly V2RoleEntry[]): string =>
  element('roles', roles.map((r) => `<role>${textElement('roleid', r.hostName)}${textElement('roleset', r.roleList.join(' '))}</role>`).join(''));

/** v2's `aliases` list as the ALIASES text. */
export const aliasesToXml = (aliases: readonly V2AliasEntry[]): string =>
  element('aliases', aliases.map((a) => `<alias>${textElement('realid', a.hostName)}${textElement('aliasid', a.aliasList.join(' '))}</alias>`).join(''));

/** What OTHERS must look like for a v2 write to take it (`HostConfigConverter`: Java `matches`, whole text). */
export const V2_OTHERS_PATTERN = /^<root><version>.+<\/version><\/root>$/u;
