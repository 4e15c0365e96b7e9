// Settings of a server of the interface that both the fake (its configuration) and the suite (its
// credentials, its access checks) name: the entry points a server may switch off, its
// authentication modes, the administrator account and the default secrets of reference §7.2 and
// §10. One list each, so a fake and the suite checking it cannot name them differently.

/** Entry points a server can switch off (a disabled one answers 405, reference §1.3-§1.4). */
export const ENTRY_POINTS = ['transfers', 'hosts', 'hostconfigs', 'configurations', 'log', 'info', 'bandwidth', 'server', 'limits'] as const;
/** One entry point of the interface: a record collection, `log`, `info`, `bandwidth`, `server` or `limits` (/v2/limits). */
export type EntryPoint = (typeof ENTRY_POINTS)[number];

/** `none`: everyone is the administrator; `basic`: users must authenticate; `hmac`: and v1 requests must be signed (reference §10). */
export type AuthMode = 'none' | 'basic' | 'hmac';

/** The administrator account (a host id) of a server whose authentication is on; its password is the admin password. */
export const ADMIN_USER = 'admin';
/** The admin password a server has unless configured otherwise (the shutdown key of reference §7.2 is derived from it). */
export const DEFAULT_ADMIN_PASSWORD = 'pwdhttp';
/** The HMAC-SHA256 key (`restsigkey` bytes) unless configured otherwise: the key of reference §10's worked examples. */
export const DEFAULT_SIGNATURE_KEY = 'secret-key';
