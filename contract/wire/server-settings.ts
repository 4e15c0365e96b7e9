// Settings of a server of the interface that both the fake (its configuration) and the suite (its
// credentials, its access checks) name: its authentication modes, the administrator account and
// the default secrets of reference §7.2 and §10 (the entry points it may switch off are the
// operations table's, contract/operations.ts). One list each, so a fake and the suite checking it
// cannot name them differently.

/** `none`: everyone is the administrator; `basic`: users must authenticate; `hmac`: and v1 requests must be signed (reference §10). */
export type AuthMode = 'none' | 'basic' | 'hmac';

/** The administrator account (a host id) of a server whose authentication is on; its password is the admin password. */
export const ADMIN_USER = 'admin';
/** The admin password a server has unless configured otherwise (the shutdown key of reference §7.2 is derived from it). */
export const DEFAULT_ADMIN_PASSWORD = 'pwdhttp';
/** The HMAC-SHA256 key (`restsigkey` bytes) unless configured otherwise: the key of reference §10's worked examples. */
export const DEFAULT_SIGNATURE_KEY = 'secret-key';
