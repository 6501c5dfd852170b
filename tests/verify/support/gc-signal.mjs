// Verify only (loaded with --import by tests/verify): with --expose-gc, SIGUSR2 makes the process
// collect garbage, so memory figures compare live memory rather than garbage awaiting collection.
// It then reports its memory on stderr as one `verify-memory {…}` line.
if (typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    globalThis.gc();
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    process.stderr.write(
      `verify-memory ${JSON.stringify({ rss, heapTotal, heapUsed, external, arrayBuffers })}\n`,
    );
  });
}
