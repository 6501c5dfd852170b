/**
 * Applies the stylesheets index.html preloads (the build's entry CSS, see
 * `web/build/stylesheetPreload.ts`): each becomes a stylesheet in the preload's place, so it keeps
 * its order before the CSS of screens loaded later. Resolves once all have loaded (or failed: the
 * screen then shows unstyled rather than not at all). In development Vite injects CSS itself and
 * there is nothing to apply.
 */
export function loadStyles(doc: Document = document): Promise<void> {
  const preloads = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = doc.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.setAttribute('href', preload.getAttribute('href') ?? '');
          const cors = preload.getAttribute('crossorigin');
          if (cors !== null) sheet.setAttribute('crossorigin', cors);
          sheet.addEventListener('load', () => resolve());
          sheet.addEventListener('error', () => resolve());
          preload.replaceWith(sheet);
        }),
    ),
  ).then(() => undefined);
}
