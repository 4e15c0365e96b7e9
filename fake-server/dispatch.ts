// The interface's dispatch order (reference §2.3): CORS pre-flight, then /v2, then v1:
// authenticate, select the handler by the first path segment (an unknown base answers 405 HTML,
// except OPTIONS, which the root description answers), check the method and the caller's role,
// then run the handler. Disabled entry points are not registered, so they answer 405 (§1.3-§1.4).
import { apiGenerationOf, type Collection, type Serialisable } from '../contract/index.ts';
import type { EntryPoint } from './config.ts';
import type { Deps } from './deps.ts';
import { htmlError, optionsEnvelope, type Reply } from './http/reply.ts';
import type { ParsedRequest } from './http/request.ts';
import { corsPreflight, withCors } from './http/cors.ts';
import { authenticateV1, authorizeV1 } from './auth/index.ts';
import { handleV2 } from './v2/handle-v2.ts';
import { handleDataModel } from './handlers/data-model/pipeline.ts';
import { DATA_MODEL_ALLOW, detailedAllow } from './handlers/data-model/options.ts';
import type { DataModelResource, StoredRow } from './handlers/data-model/resource.ts';
import { transfersResource } from './handlers/transfers/transfers-resource.ts';
import { hostsResource } from './handlers/hosts/hosts-resource.ts';
import { hostConfigsResource } from './handlers/hostconfigs/hostconfigs-resource.ts';
import { configurationsResource } from './handlers/configurations/configurations-resource.ts';
import { allowOf, type ActionEndpoint } from './handlers/actions/action-endpoint.ts';
import { logEndpoint } from './handlers/log/log-endpoint.ts';
import { infoEndpoint } from './handlers/info/info-endpoint.ts';
import { bandwidthEndpoint } from './handlers/bandwidth/bandwidth-endpoint.ts';
import { serverEndpoint } from './handlers/server/server-endpoint.ts';

const RESOURCES: Readonly<Record<Collection, DataModelResource<StoredRow>>> = {
  transfers: transfersResource,
  hosts: hostsResource,
  hostconfigs: hostConfigsResource,
  configurations: configurationsResource,
};

const ACTIONS: Readonly<Record<ActionEndpoint['base'], ActionEndpoint>> = {
  log: logEndpoint,
  info: infoEndpoint,
  bandwidth: bandwidthEndpoint,
  server: serverEndpoint,
};

const has = <T extends object>(o: T, k: string): k is Extract<keyof T, string> => Object.prototype.hasOwnProperty.call(o, k);
const enabled = (deps: Deps, entry: EntryPoint) => !deps.config.disabled.includes(entry);

function actionOptions(req: ParsedRequest, e: ActionEndpoint, deps: Deps): Reply {
  const entries = [...e.describe(deps), { OPTIONS: { path: `/${e.base}`, command: 'OPTIONS' } }];
  return optionsEnvelope(req, { allow: allowOf(e), UriAllowed: e.base, DetailedAllow: entries }, allowOf(e));
}

/** OPTIONS on `/` or an unknown base: every enabled handler's description (reference §2.5). */
function rootOptions(req: ParsedRequest, deps: Deps): Reply {
  const bases: string[] = [];
  const described: Serialisable[] = [];
  for (const c of Object.keys(RESOURCES) as Collection[]) {
    if (!enabled(deps, c)) continue;
    bases.push(c);
    described.push({ [c]: detailedAllow(c) });
  }
  for (const e of Object.values(ACTIONS)) {
    if (!enabled(deps, e.base)) continue;
    bases.push(e.base);
    described.push({ [e.base]: [...e.describe(deps), { OPTIONS: { path: `/${e.base}`, command: 'OPTIONS' } }] });
  }
  return optionsEnvelope(req, { allow: DATA_MODEL_ALLOW, UriAllowed: bases.join(','), DetailedAllow: described }, DATA_MODEL_ALLOW);
}

function routeV1(req: ParsedRequest, deps: Deps): Reply {
  const who = authenticateV1(req, deps);
  if (!who.ok) return who.reply;
  if (has(RESOURCES, req.base) && enabled(deps, req.base)) {
    const denied = authorizeV1(req.base, req, who.caller, deps);
    if (denied) return denied;
    return handleDataModel(req, RESOURCES[req.base], deps);
  }
  if (has(ACTIONS, req.base) && enabled(deps, req.base)) {
    const endpoint = ACTIONS[req.base];
    if (req.method === 'OPTIONS') return actionOptions(req, endpoint, deps);
    if (!(endpoint.methods as readonly string[]).includes(req.method)) return htmlError(req, 405);
    const denied = authorizeV1(req.base, req, who.caller, deps);
    if (denied) return denied;
    return endpoint.handle(req, deps);
  }
  if (req.method === 'OPTIONS') return rootOptions(req, deps);
  return htmlError(req, 405);
}

export function dispatch(req: ParsedRequest, deps: Deps): Reply {
  const preflight = corsPreflight(req);
  if (preflight) return preflight;
  return withCors(req, apiGenerationOf(req.path) === 'v2' ? handleV2(req, deps) : routeV1(req, deps));
}
