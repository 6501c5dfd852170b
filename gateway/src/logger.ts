import { pino, type Logger } from 'pino';

/** Structured JSON logs. Tokens, cookies and passwords are never logged. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Request logs are built field by field (http/log.ts) and never carry headers, variables or
    // bodies; these paths only guard a future mistake. No wildcards: they cost on every line.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: '[redacted]',
    },
  });
}
