// Values the web project's global setup provides (tests/support/web-global-setup.ts).
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    gatewayToken: string;
  }
}
