import { workspaceTestConfig } from '../../vitest.shared.ts';

export default workspaceTestConfig({ environment: 'happy-dom' });
