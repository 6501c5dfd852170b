import { pino, type Logger } from 'pino';

/** Structured JSON logs. Tokens, cookies and passwords are never logged, and redacted if ever passed. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'gateway' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.accessToken',
      ],
      censor: '[redacted]',
    },
  });
}
