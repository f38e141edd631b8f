// Custom lint rule: inside web/src, a feature may use another feature only through its public
// hooks (`features/<other>/hooks/*`); its components, api and other internals stay private.
// Shared building blocks belong in `ui/`, `lib/` or `app/`; `lib/` and `ui/` never import features.
import path from 'node:path';

const srcRoot = path.resolve('web/src');

function resolveTarget(fromFile, source) {
  if (source.startsWith('@/')) return path.join(srcRoot, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null;
}

function featureOf(file) {
  const rel = path.relative(srcRoot, file).split(path.sep);
  return rel[0] === 'features' ? rel[1] : null;
}

export default {
  meta: {
    type: 'problem',
    messages: {
      internals:
        'Feature "{{from}}" may not import "{{to}}" internals ({{source}}); use its hooks/ or move the code to ui/ or lib/.',
      layer: '{{layer}}/ is generic and may not import features ({{source}}).',
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    if (!file.startsWith(srcRoot)) return {};
    const fromFeature = featureOf(file);
    const layer = path.relative(srcRoot, file).split(path.sep)[0];
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        const target = resolveTarget(file, source);
        if (!target) return;
        const toFeature = featureOf(target);
        if (!toFeature) return;
        if (layer === 'lib' || layer === 'ui') {
          context.report({ node, messageId: 'layer', data: { layer, source } });
          return;
        }
        if (!fromFeature || fromFeature === toFeature) return;
        const inner = path
          .relative(path.join(srcRoot, 'features', toFeature), target)
          .split(path.sep)[0];
        if (inner !== 'hooks') {
          context.report({
            node,
            messageId: 'internals',
            data: { from: fromFeature, to: toFeature, source },
          });
        }
      },
    };
  },
};
