/** Whether a response body shows internals: a stack trace, a source path, an upstream address. */
export function leaksInternals(text: string): boolean {
  return (
    /"stacktrace"|"exception"/.test(text) ||
    /\bat [\w.<>$]+ \(/.test(text) ||
    /node_modules|\/src\/[\w/-]+\.(ts|js)/.test(text) ||
    /https?:\/\/127\.0\.0\.1:\d+\/api\/v1/.test(text)
  );
}

/** Whether a response body suggests field names ("Did you mean …?"). */
export const suggests = (text: string): boolean => /did you mean/i.test(text);
