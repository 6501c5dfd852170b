import { Icons } from '@blueprintjs/icons';

/**
 * Icons are imported as components (`import { CogIcon } from '@blueprintjs/icons'`), so only the
 * icons used are bundled. Blueprint's default loader for icons named by string would fetch two
 * chunks of ~105 KB each: this replaces it with one that refuses, so a stray name shows up in
 * the console instead of in the bundle.
 */
export function guardIconLoader(): void {
  Icons.setLoaderOptions({
    loader: (name) =>
      Promise.reject(new Error(`Icon "${name}" is not bundled: import ${name} as a component`)),
  });
}
