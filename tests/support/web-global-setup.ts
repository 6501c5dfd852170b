// Global setup of the `web` vitest project: one real stack (the reference api, seeded, in memory,
// with the gateway in front) for the component tests that need data. Tests reach it with
// inject('gatewayUrl') and the admin's token as a bearer header (inject('gatewayToken')).
import type { TestProject } from 'vitest/node';
import { startStack } from '../../gateway/src/test-support/stack';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startStack();
  project.provide('gatewayUrl', stack.gateway.url);
  project.provide('gatewayToken', stack.token);
  return async () => {
    await stack.close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    gatewayToken: string;
  }
}
