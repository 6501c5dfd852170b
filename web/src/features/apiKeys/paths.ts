/** The 連携キー screen (API keys of tools): administrators only. */
export const apiKeyPaths = {
  list: '/api-keys',
} as const;
