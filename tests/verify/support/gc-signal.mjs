// Verify only (loaded with --import by tests/verify): with --expose-gc, SIGUSR2 makes the process
// collect garbage, so memory figures compare live memory rather than garbage awaiting collection.
if (typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => globalThis.gc());
}
