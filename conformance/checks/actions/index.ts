// The actions checks, in the order they run. Each check lives in its own file in this folder.
import type { Check } from '../check.ts';
import { logExportCountMatches } from './log-export-count-matches.ts';
import { logPurgeRemovesExported } from './log-purge-removes-exported.ts';
import { logMissingClassRejected } from './log-missing-class-rejected.ts';
import { bandwidthSetThenGet } from './bandwidth-set-then-get.ts';
import { bandwidthGetterSetterMismatch } from './bandwidth-getter-setter-mismatch.ts';
import { serverStatusCountersAgree } from './server-status-counters-agree.ts';
import { serverStatusDatesIso8601 } from './server-status-dates-iso8601.ts';
import { limitsLifecycle } from './limits-lifecycle.ts';
import { v2ErrorBody } from './v2-error-body.ts';
import { authenticationRequired } from './authentication-required.ts';
import { logResponseEchoesRequest } from './log-response-echoes-request.ts';
import { bandwidthPacketEchoed } from './bandwidth-packet-echoed.ts';
import { limitsMatchBandwidth } from './limits-match-bandwidth.ts';
import { infoTransferDirection } from './info-transfer-direction.ts';
import { shutdownKeyRequired } from './shutdown-key-required.ts';
import { logCleanMarksDone } from './log-clean-marks-done.ts';
import { limitsValuesStored } from './limits-values-stored.ts';
import { limitsKeepUnnamedFields } from './limits-keep-unnamed-fields.ts';

export const actions_CHECKS: readonly Check[] = [
  logExportCountMatches,
  logPurgeRemovesExported,
  logMissingClassRejected,
  logResponseEchoesRequest,
  bandwidthSetThenGet,
  bandwidthGetterSetterMismatch,
  bandwidthPacketEchoed,
  infoTransferDirection,
  serverStatusCountersAgree,
  serverStatusDatesIso8601,
  shutdownKeyRequired,
  limitsLifecycle,
  limitsMatchBandwidth,
  v2ErrorBody,
  authenticationRequired,
  logCleanMarksDone,
  limitsValuesStored,
  limitsKeepUnnamedFields,
];
