// Read-only view of one tree state for the rules engine.
import type { DataSource } from '../rules/types.js';
import { nodeAt, sortedKeys, type Node } from '../tree/node.js';
import { toJson } from '../tree/export.js';

export function dataSource(root: Node): DataSource {
  return {
    val: (path) => toJson(nodeAt(root, path)),
    priority: (path) => nodeAt(root, path)?.priority ?? null,
    childKeys: (path) => [...sortedKeys(nodeAt(root, path))],
  };
}
