import { z } from 'zod';
import { defineCall } from '../common/call';
import { LanguageCode } from '../common/language';
import { MaintenanceConfig } from '../site-config/site-config.schemas';

/** A configuration group name. */
export const ConfigGroupName = z.string().regex(/^[a-z][a-z0-9_-]{0,63}$/, 'group name');

/** Query of `GET /bff-api/config/group/get`: comma-separated `groups` and `lang` (document 001 §7). */
export const ConfigGroupsQuery = z.object({
  groups: z
    .string()
    .min(1)
    .max(1024)
    .transform((value) => value.split(','))
    .pipe(z.array(ConfigGroupName).min(1).max(32)),
  lang: LanguageCode,
});
export type ConfigGroupsQuery = z.input<typeof ConfigGroupsQuery>;

/** The groups asked for, by name; a group the site does not have is absent. */
export const ConfigGroupsResponse = z.object({ groups: z.record(z.string(), z.record(z.string(), z.unknown())) });
export type ConfigGroupsResponse = z.infer<typeof ConfigGroupsResponse>;

/** The least and most seconds a config group answer is cached (document 001 §7: "cached 600 to 900 s"). */
export const CONFIG_GROUP_CACHE_MIN_SECONDS = 600;
export const CONFIG_GROUP_CACHE_MAX_SECONDS = 900;

/** `GET /bff-api/config/group/get?groups=&lang=` (document 001 §7). */
export const getConfigGroupsCall = defineCall({ name: 'config.groups', method: 'GET', path: '/bff-api/config/group/get', query: ConfigGroupsQuery, response: ConfigGroupsResponse, retryable: true });

/** `GET /bff-api/config/maintenance`: the maintenance configuration alone (path chosen), never cached. */
export const getMaintenanceCall = defineCall({ name: 'config.maintenance', method: 'GET', path: '/bff-api/config/maintenance', response: MaintenanceConfig, retryable: true });
