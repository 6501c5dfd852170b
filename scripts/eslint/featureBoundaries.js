import path from 'node:path';

const FEATURE = /\/web\/src\/features\/([^/]+)\//;

/** The feature folder a file or import target lies in (`packages` for web/src/features/packages/x.ts). */
function featureOf(file) {
  return FEATURE.exec(file.split(path.sep).join('/'))?.[1] ?? null;
}

/**
 * A web feature never imports from another feature's folder: what two features share lives in
 * web/src/components/ (test helpers in web/src/test/), and the shell composes the areas.
 */
export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: "forbid imports from another web feature's folder" },
    messages: {
      crossFeature:
        "'{{source}}' is in the '{{target}}' feature: move what both features use to web/src/components/ (test helpers to web/src/test/).",
    },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(context.filename), source.value));
      if (target && target !== own) {
        context.report({
          node: source,
          messageId: 'crossFeature',
          data: { source: source.value, target },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
