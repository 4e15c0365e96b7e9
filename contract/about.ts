// What the contract describes, as a whole: the interface's title, the version of this contract and
// the one-paragraph description that heads exported documents (the OpenAPI `info`).
import { DEFAULT_CLASS_PREFIX, REAL_CLASS_PREFIX } from './enums.ts';

/** The interface's name, as exported documents (the OpenAPI `info.title`) give it. */
export const INTERFACE_TITLE = 'Transfer Monitor REST Interface';

/**
 * Version of the contract's data (schemas, enumerations, operations table). It follows the
 * package version, so an exported document names the toolkit release it was built from; a test
 * keeps the two equal.
 */
export const CONTRACT_VERSION = '0.1.0';

/** One paragraph on what the interface covers, heading exported documents (the OpenAPI `info.description`). */
export const INTERFACE_DESCRIPTION = [
  'The whole Transfer Monitor REST interface: the transfer, host, host-configuration and',
  'bandwidth-configuration collections, history export (/log), transfer information (/info),',
  'bandwidth (/bandwidth), server status and shutdown (/server), all in the v1 style without a',
  'path prefix and answered inside the v1 JSON envelope, and the server limits under /v2/limits.',
  `Packet class names carry the prefix \`${DEFAULT_CLASS_PREFIX}\` (a real server uses \`${REAL_CLASS_PREFIX}\`);`,
  'schemas check the class name by its suffix.',
].join(' ');
