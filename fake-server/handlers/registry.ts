// One handler per operation of the contract's table (DESIGN §3). The type lists every operation
// id, so a new row of the table does not compile until its handler is here.
import type { OperationId } from '../../contract/index.ts';
import type { Handler } from './handler.ts';
import { createRecord, deleteRecord, listRecords, readRecord, updateRecord } from './data-model/pipeline.ts';
import { describeCollection } from './data-model/options.ts';
import { transfersResource } from './transfers/transfers-resource.ts';
import { hostsResource } from './hosts/hosts-resource.ts';
import { hostConfigsResource } from './hostconfigs/hostconfigs-resource.ts';
import { configurationsResource } from './configurations/configurations-resource.ts';
import { rulesResource } from './rules/rules-resource.ts';
import { describeAction } from './actions/descriptions.ts';
import { exportHistory } from './log/export-history.ts';
import { getInformation } from './info/info-endpoint.ts';
import { getBandwidth, setBandwidth } from './bandwidth/bandwidth-endpoint.ts';
import { getServerStatus, shutdownOrBlock } from './server/server-endpoint.ts';
import { describeRoot } from './root-options.ts';
import { CONTROL_HANDLERS } from './control/control-handlers.ts';
import { exportConfig, importConfig } from './config/config-endpoint.ts';
import { executeBusiness } from './business/business-endpoint.ts';
import { V2_HANDLERS } from '../v2/registry.ts';
import { deleteLimitsRow, describeLimits, getLimits, initLimits, replaceLimits } from '../v2/limits-handler.ts';

export const HANDLERS: { readonly [Id in OperationId]: Handler } = {
  listTransfers: listRecords(transfersResource),
  getTransfer: readRecord(transfersResource),
  createTransfer: createRecord(transfersResource),
  updateTransfer: updateRecord(transfersResource),
  deleteTransfer: deleteRecord(transfersResource),
  optionsTransfers: describeCollection('transfers'),

  listHosts: listRecords(hostsResource),
  getHost: readRecord(hostsResource),
  createHost: createRecord(hostsResource),
  updateHost: updateRecord(hostsResource),
  deleteHost: deleteRecord(hostsResource),
  optionsHosts: describeCollection('hosts'),

  listHostConfigurations: listRecords(hostConfigsResource),
  getHostConfiguration: readRecord(hostConfigsResource),
  createHostConfiguration: createRecord(hostConfigsResource),
  updateHostConfiguration: updateRecord(hostConfigsResource),
  deleteHostConfiguration: deleteRecord(hostConfigsResource),
  optionsHostConfigurations: describeCollection('hostconfigs'),

  listConfigurations: listRecords(configurationsResource),
  getConfiguration: readRecord(configurationsResource),
  createConfiguration: createRecord(configurationsResource),
  updateConfiguration: updateRecord(configurationsResource),
  deleteConfiguration: deleteRecord(configurationsResource),
  optionsConfigurations: describeCollection('configurations'),

  listRules: listRecords(rulesResource),
  getRule: readRecord(rulesResource),
  createRule: createRecord(rulesResource),
  updateRule: updateRecord(rulesResource),
  deleteRule: deleteRecord(rulesResource),
  optionsRules: describeCollection('rules'),

  exportHistory,
  getInformation,
  getBandwidth,
  setBandwidth,
  getServerStatus,
  shutdownOrBlock,
  exportConfig,
  importConfig,
  executeBusiness,
  optionsConfig: describeAction('config'),
  optionsBusiness: describeAction('business'),

  getLimits,
  initLimits,
  replaceLimits,
  deleteLimits: deleteLimitsRow,

  optionsLog: describeAction('log'),
  optionsInfo: describeAction('info'),
  optionsBandwidth: describeAction('bandwidth'),
  optionsServer: describeAction('server'),
  optionsRoot: describeRoot,
  optionsLimits: describeLimits,
  ...V2_HANDLERS,
  ...CONTROL_HANDLERS,
};
