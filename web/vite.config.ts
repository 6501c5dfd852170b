import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { dropIconFontGlyphs } from './build/iconFontGlyphs.ts';
import { lazyTimezoneOffsets } from './build/lazyTimezoneOffsets.ts';
import { stylesheetPreload } from './build/stylesheetPreload.ts';

// The gateway the dev server proxies to (`npm run dev` sets it from PORT).
const gateway = process.env.GATEWAY_URL || 'http://127.0.0.1:4000';

// `npm run dev -w web`: the admin on Vite with GraphQL and files proxied to the gateway.
// `npm run build -w web`: web/dist, served by the gateway at `/`.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    stylesheetPreload(),
    lazyTimezoneOffsets(),
    // Every text file of the build also as .br and .gz, served by the gateway as the browser
    // accepts (@fastify/static's preCompressed): the sign-in page's ~520 KB of JS and ~480 KB of
    // CSS go out as about 150 KB and 50 KB. Compressed once here at the highest levels rather
    // than on every request.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      threshold: 1024,
    }),
  ],
  css: { postcss: { plugins: [dropIconFontGlyphs()] } },
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
      '/audit-events.csv': { target: gateway, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry imports statically (the sign-in screen included) goes in the entry's
            // chunk. Rolldown otherwise split each module the entry shares with a lazy screen into
            // a chunk of its own: about 20 requests, most under 2 KB, before the first screen.
            { name: 'app', tags: ['$initial'] },
            // What two or more lazy screens share (the shell's parts, lists, forms, the calendar),
            // in one chunk: a signed-in screen opened by its URL loaded 30-40 chunks of 1-2 KB
            // each, six at a time over HTTP/1.1, before it could show. Lighthouse mobile (median
            // of two alternated runs per build): the dashboard 55 → 66, the all-bookings list
            // 61 → 67, a package edit 56 → 62, the day board 63 → 71. A library one screen alone
            // uses (Victory, markdown) stays with its screen; Blueprint's tables of every icon's
            // paths, loaded only by icon name (which theme/icons.ts refuses), stay out (the icon
            // components the screens import are in).
            {
              name: 'screens',
              minShareCount: 2,
              test: (id: string) => !/@blueprintjs[\\/]icons[\\/].*[\\/]paths[\\/]/.test(id),
            },
          ],
        },
      },
    },
  },
}));
