import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet"([^>]*)>/g;

/**
 * The build's entry stylesheet off the critical path: index.html preloads it (downloaded beside
 * the script, blocking no paint) instead of linking it, and the entry applies it before React
 * renders (`web/src/theme/loadStyles.ts`). index.html's spinner has its own inline style, so it is
 * painted as soon as the HTML arrives instead of after ~470 KB of Blueprint's CSS.
 */
export function stylesheetPreload(): Plugin {
  return {
    name: 'dogstay:stylesheet-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(STYLESHEET, '<link rel="preload" as="style"$1>'),
    },
  };
}
