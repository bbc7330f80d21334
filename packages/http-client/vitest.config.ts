import { workspaceTestConfig } from '../../vitest.shared.ts';

export default workspaceTestConfig({ integrationGlobalSetup: ['../../apps/api/src/db/test-templates.setup.ts'] });
