// The interface's dispatch order (reference §2.3): select the handler by the first path segment;
// an unknown base answers 405 HTML, except OPTIONS, which the root description answers. CORS
// pre-flights are answered before any handler, as the real server's CORS layer does (§1.2, §17).
import type { Collection } from '../contract/index.ts';
import type { Deps } from './deps.ts';
import { htmlError, type Reply } from './http/reply.ts';
import type { ParsedRequest } from './http/request.ts';
import { handleDataModel } from './handlers/data-model/pipeline.ts';
import { rootOptionsReply } from './handlers/data-model/options.ts';
import type { DataModelResource, StoredRow } from './handlers/data-model/resource.ts';
import { transfersResource } from './handlers/transfers/transfers-resource.ts';
import { hostsResource } from './handlers/hosts/hosts-resource.ts';
import { hostConfigsResource } from './handlers/hostconfigs/hostconfigs-resource.ts';
import { configurationsResource } from './handlers/configurations/configurations-resource.ts';
import { corsPreflight, withCors } from './http/cors.ts';

const RESOURCES: Readonly<Record<Collection, DataModelResource<StoredRow>>> = {
  transfers: transfersResource,
  hosts: hostsResource,
  hostconfigs: hostConfigsResource,
  configurations: configurationsResource,
};

const isCollection = (base: string): base is Collection => Object.prototype.hasOwnProperty.call(RESOURCES, base);

function route(req: ParsedRequest, deps: Deps): Reply {
  if (isCollection(req.base)) return handleDataModel(req, RESOURCES[req.base], deps);
  if (req.method === 'OPTIONS') return rootOptionsReply(req);
  return htmlError(req, 405);
}

export function dispatch(req: ParsedRequest, deps: Deps): Reply {
  const preflight = corsPreflight(req);
  if (preflight) return preflight;
  return withCors(req, route(req, deps));
}
