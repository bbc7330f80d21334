import { workspaceTestConfig } from '../../vitest.shared.ts';

export default workspaceTestConfig({ integrationGlobalSetup: ['./src/db/test-templates.setup.ts'] });
