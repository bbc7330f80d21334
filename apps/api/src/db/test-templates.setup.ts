import { setupTestTemplates } from '../testing';

/** Vitest global setup of the integration tests (issue 20): the run's migrated and seeded database templates, `db/test-template.ts`. */
export default setupTestTemplates;
