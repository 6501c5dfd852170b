/** Search from anywhere: the header's launcher (button and ⌘K / Ctrl+K) with its omnibar. */
export { SearchLauncher } from './SearchLauncher';
export { recordPath } from './recordPath';
