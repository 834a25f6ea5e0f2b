#!/usr/bin/env node
// Fails when two server modules (apps/server/src/modules/*) or two web features (apps/web/src/features/*) depend on
// each other, directly or through others. ESLint's import-x/no-cycle sees cycles between files; this sees them
// between folders, which is what makes a module impossible to understand, test or move on its own. Type-only
// imports count: they couple the folders all the same.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scopes = [
  { name: 'server module', dir: path.join(root, 'apps/server/src/modules') },
  { name: 'web feature', dir: path.join(root, 'apps/web/src/features') },
];
const importPattern = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** @typedef {Map<string, Map<string, string>>} FolderGraph */

/**
 * The graph folder → the folders it imports, with one example import per edge for the message.
 * @param {string} scopeDir
 * @returns {FolderGraph}
 */
function folderGraph(scopeDir) {
  const graph = new Map();
  for (const folder of readdirSync(scopeDir)) {
    if (!statSync(path.join(scopeDir, folder)).isDirectory()) continue;
    const edges = new Map();
    for (const file of sourceFiles(path.join(scopeDir, folder))) {
      for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
        const target = path.resolve(path.dirname(file), match[1] ?? match[2]);
        const [other] = path.relative(scopeDir, target).split(path.sep);
        if (other && other !== folder && !other.startsWith('..') && !edges.has(other)) {
          edges.set(other, `${path.relative(root, file)} → ${match[1] ?? match[2]}`);
        }
      }
    }
    graph.set(folder, edges);
  }
  return graph;
}

/**
 * The strongly connected components of more than one folder (Tarjan): each is a set of folders in a ring.
 * @param {FolderGraph} graph
 * @returns {string[][]}
 */
function stronglyConnected(graph) {
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  /** @type {string[][]} */
  const components = [];
  /** @param {Map<string, number>} map @param {string} node */
  const read = (map, node) => map.get(node) ?? Infinity;
  /** @param {string} node */
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, read(index, node));
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(read(low, node), read(low, next)));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(read(low, node), read(index, next)));
      }
    }
    if (read(low, node) !== read(index, node)) return;
    const component = stack.splice(stack.lastIndexOf(node));
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

let failed = false;
for (const scope of scopes) {
  const graph = folderGraph(scope.dir);
  for (const ring of stronglyConnected(graph)) {
    failed = true;
    console.error(`Import cycle among the ${scope.name}s ${ring.join(', ')}; the imports inside it:`);
    for (const from of ring) {
      for (const [to, example] of graph.get(from) ?? []) {
        if (ring.includes(to)) console.error(`  ${from} → ${to}: ${example}`);
      }
    }
  }
}
if (failed) {
  console.error('Break each cycle: move the shared piece to the module that owns it, or into lib/.');
  process.exit(1);
}
