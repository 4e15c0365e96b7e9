// The access checks, in the order they run: authentication on every operation, roles, entry points
// switched off, the admin key. Each check lives in its own file in this folder.
import type { Check } from '../check.ts';
import { ignoredAuth } from './ignored-auth.ts';
import { missingRoleRefused } from './missing-role-refused.ts';
import { disabledEntryPointRefused } from './disabled-entry-point-refused.ts';
import { shutdownKeyAccepted } from './shutdown-key-accepted.ts';
import { roleBitsLetThrough } from './role-bits-let-through.ts';

export const access_CHECKS: readonly Check[] = [ignoredAuth, missingRoleRefused, disabledEntryPointRefused, shutdownKeyAccepted, roleBitsLetThrough];
