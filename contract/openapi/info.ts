// info and servers: the contract's title, version and description; the server the caller names,
// or the interface's own `{base_url}` with the embedded fake's default address.
import { CONTRACT_VERSION, INTERFACE_DESCRIPTION, INTERFACE_TITLE } from '../about.ts';
import type { JsonObject, OpenApiOptions } from './types.ts';

/** `tmkit serve` with no options (DESIGN §4). */
const DEFAULT_BASE_URL = 'http://127.0.0.1:8066';

export const openApiInfo = (): JsonObject => ({ title: INTERFACE_TITLE, version: CONTRACT_VERSION, description: INTERFACE_DESCRIPTION });

export function openApiServers(options: OpenApiOptions): JsonObject[] {
  if (options.serverUrl !== undefined) return [{ url: options.serverUrl }];
  return [{
    url: '{base_url}',
    description: 'The deployment: v1 and v2 share one port',
    variables: { base_url: { default: DEFAULT_BASE_URL, description: 'scheme, host and port of the server' } },
  }];
}
