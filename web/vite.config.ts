import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The gateway the dev server proxies to (`npm run dev` sets it from PORT).
const gateway = process.env.GATEWAY_URL || 'http://127.0.0.1:4000';

// `npm run dev -w web`: the admin on Vite with GraphQL and files proxied to the gateway.
// `npm run build -w web`: web/dist, served by the gateway at `/`.
export default defineConfig(({ command }) => ({
  plugins: [react()],
  // Apollo Client 3 runs its development checks (deep-freezing every result, warnings) unless
  // `globalThis.__DEV__` is false; the build says so, as Apollo's docs ask of production bundles.
  // On the 10 000-coupon list that is about a third of the page's cache write and read.
  define: command === 'build' ? { 'globalThis.__DEV__': 'false' } : {},
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, changeOrigin: false },
      '/api': { target: gateway, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
}));
