// The least a server holds for a rule: a name and a MODETRANS, any host (empty HOSTIDS), the
// server's default folders (empty paths) and no tasks. What a dataset file without rules gets for
// each IDRULE of its transfers, and what the stored combinations' rules are.
import { UPDATED_INFO, type Rule } from '../../contract/index.ts';

/** A rule record of `name` and `modeTrans`, for any host, with default folders and no tasks. */
export const minimalRule = (name: string, modeTrans: number): Rule => ({
  IDRULE: name, HOSTIDS: [], MODETRANS: modeTrans, RECVPATH: '', SENDPATH: '', ARCHIVEPATH: '', WORKPATH: '',
  RPRETASKS: [], RPOSTTASKS: [], RERRORTASKS: [], SPRETASKS: [], SPOSTTASKS: [], SERRORTASKS: [], UPDATEDINFO: UPDATED_INFO.NOTUPDATED,
});
