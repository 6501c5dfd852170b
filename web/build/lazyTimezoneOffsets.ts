import type { Plugin } from 'vite';

/** Blueprint's list of time zones, for its date input's time-zone picker. */
const TIMEZONE_ITEMS = /@blueprintjs\/datetime\/lib\/esm\/common\/timezoneItems\.js$/;
/** That file works out the UTC offset of UTC, of its 250 zones and of its 32 "minimal" ones. */
const EAGER = 'lookupTimezoneOffset(';
const EAGER_CALLS = 3;

/** Each zone as Blueprint lists it, its `offset` worked out (once) when first read. */
const LAZY_OFFSET = `
function lazyOffset(tz) {
  let offset;
  return { ...tz, get offset() { return (offset ??= lookupTimezoneOffset(tz).offset); } };
}`;

/**
 * Blueprint's date input works out the UTC offset of every zone of its time-zone picker as its
 * code loads (one Intl.DateTimeFormat per zone: about 90 ms of CPU in Chromium on this machine,
 * some 360 ms under Lighthouse's 4x mobile slowdown), on every screen with a day input, though
 * the admin never shows that picker. Here each zone's offset is worked out when something first reads it instead:
 * the same values, and nothing done for a day input. A Blueprint release that changes the file
 * is built as Blueprint wrote it, with a warning in the build's output, so an upgrade never
 * breaks the build; only the saving is lost until this is looked at again.
 */
export function lazyTimezoneOffsets(): Plugin {
  return {
    name: 'dogstay:lazy-timezone-offsets',
    // `npm run dev` pre-bundles dependencies without the build's plugins: the build only.
    apply: 'build',
    transform(code, id) {
      if (!TIMEZONE_ITEMS.test(id)) return null;
      const calls = code.split(EAGER).length - 1;
      if (calls !== EAGER_CALLS) {
        // A Blueprint upgrade changed the file: build it as it is (correct, only slower to load)
        // rather than fail, so that an upgrade stays one `npm update`; the warning says why.
        this.warn(
          `${id}: ${calls} calls of lookupTimezoneOffset, not ${EAGER_CALLS}: left as Blueprint wrote it; see web/build/lazyTimezoneOffsets.ts`,
        );
        return null;
      }
      return { code: `${code.replaceAll(EAGER, 'lazyOffset(')}\n${LAZY_OFFSET}\n`, map: null };
    },
  };
}
