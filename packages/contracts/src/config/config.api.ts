import type { ServiceIdentifier } from 'inversify';
import type { MaintenanceConfig } from '../site-config/site-config.schemas';

/** Configuration groups and maintenance (document 001 §7); every method rejects with `ApiError`. */
export interface ConfigGroupsApi {
  /** The named groups in `lang`, from a cache kept 600 to 900 s. */
  getGroups(groups: readonly string[], lang: string, signal?: AbortSignal): Promise<Record<string, Record<string, unknown>>>;
  /** The maintenance configuration, never cached. */
  getMaintenance(signal?: AbortSignal): Promise<MaintenanceConfig>;
}

/** Container identifier of the `ConfigGroupsApi`. */
export const ConfigGroupsApi = Symbol.for('ConfigGroupsApi') as ServiceIdentifier<ConfigGroupsApi>;
