// ESLint rule: the modules a web test mocks (vi.mock, vi.doMock, vi.importActual, vi.importMock)
// follow the same boundaries as its imports, which import-x cannot see (a string argument, not an
// import). The path is resolved like an import — `@/` is web/src, a relative path from the test's
// own folder, whatever its depth — and checked against the layering of docs/architecture.md:
// a feature may not reach another feature or app/; entities/, ui/ and lib/ may reach neither.
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_SRC = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'src');
const MOCKING = new Set(['mock', 'doMock', 'importActual', 'importMock', 'unmock']);

/** ['features', 'cart', …] for a path inside web/src, else null. */
function webParts(path) {
  const inside = relative(WEB_SRC, path);
  if (inside === '' || inside.startsWith('..') || resolve(WEB_SRC, inside) !== path) return null;
  return inside.split(sep);
}

function targetOf(specifier, filename) {
  if (specifier.startsWith('@/')) return join(WEB_SRC, specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(filename), specifier);
  return null; // a package: no boundary
}

/** Why `from` may not reach `to`, or null. */
function violation(from, to) {
  const [layer, feature] = from;
  const [toLayer, toFeature] = to;
  if (layer === 'features') {
    if (toLayer === 'app') return 'features/ may not mock app/.';
    if (toLayer === 'features' && toFeature !== feature)
      return `features/${feature} may not mock another feature (features/${toFeature}).`;
  }
  if (['entities', 'ui', 'lib'].includes(layer) && ['app', 'features'].includes(toLayer))
    return `${layer}/ may not mock ${toLayer}/.`;
  if (['ui', 'lib'].includes(layer) && toLayer === 'entities')
    return `${layer}/ may not mock entities/.`;
  return null;
}

export const viMockBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'vi.mock() paths follow the web layering like imports' },
    schema: [],
  },
  create(context) {
    const from = webParts(resolve(context.filename));
    if (!from) return {};
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.object.name !== 'vi') return;
        if (!MOCKING.has(callee.property.name)) return;
        const [first] = node.arguments;
        if (first?.type !== 'Literal' || typeof first.value !== 'string') return;
        const target = targetOf(first.value, resolve(context.filename));
        const to = target && webParts(target);
        const message = to && violation(from, to);
        if (message) context.report({ node: first, message });
      },
    };
  },
};
