import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
// @ts-expect-error: a plain ES module of the lint config, without types.
import { noCrossFeatureImports } from '../../scripts/eslint/featureBoundaries.js';

// RuleTester runs each case through the test runner's own describe and it.
Object.assign(RuleTester, { afterAll, describe, it });

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const inUsers = '/repo/web/src/features/users/UserDetails.tsx';
const inSections = '/repo/web/src/features/packages/sections/BasicsSection.tsx';

tester.run('no-cross-feature-imports', noCrossFeatureImports, {
  valid: [
    { filename: inUsers, code: "import { userPaths } from './paths';" },
    { filename: inUsers, code: "import { Facts } from '../../components/detail/Facts';" },
    { filename: inSections, code: "import { packageSchema } from '../packageSchema';" },
    {
      filename: inSections,
      code: "import { FormSection } from '../../../components/form/FormSection';",
    },
    {
      filename: '/repo/web/src/app/areas.ts',
      code: "import { usersArea } from '../features/users';",
    },
    { filename: inUsers, code: "import { Card } from '@blueprintjs/core';" },
  ],
  invalid: [
    { filename: inUsers, code: "import { Facts } from '../bookings/Facts';", errors: 1 },
    { filename: inUsers, code: "import '../bookings/bookings.css';", errors: 1 },
    { filename: inSections, code: "import { x } from '../../seasons/seasonSchema';", errors: 1 },
    { filename: inUsers, code: "export { x } from '../../features/seasons/paths';", errors: 1 },
    { filename: inUsers, code: "export * from '../seasons/paths';", errors: 1 },
    { filename: inUsers, code: "const p = () => import('../bookings/BookingPage');", errors: 1 },
  ],
});
