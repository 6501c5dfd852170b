// Blueprint's Alert as a module of its own, for LazyAlert (lazyOverlays.tsx) to load.
export { Alert as default } from '@blueprintjs/core';
