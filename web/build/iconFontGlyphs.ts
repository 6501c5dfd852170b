import type { Plugin, Rule } from 'postcss';

/** `.bp6-icon-add::before { content: "\f109" }`: a glyph of Blueprint's icon font. */
const GLYPH = /^\.bp6-icon-[\w-]+::?before$/;

/**
 * Drops Blueprint's icon-font glyph rules (about 1 400 rules, 76 KB of blueprint.css): the admin
 * draws every icon as an SVG component (`web/src/theme/icons.ts`) and never loads the icon font,
 * so these rules only cost bytes and parsing on every screen.
 */
export function dropIconFontGlyphs(): Plugin {
  return {
    postcssPlugin: 'dogstay-drop-icon-font-glyphs',
    Rule(rule: Rule) {
      if (!rule.source?.input.file?.includes('@blueprintjs')) return;
      if (rule.selectors.every((s) => GLYPH.test(s))) rule.remove();
    },
  };
}
