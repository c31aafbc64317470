/** A criterion as the cycle search sees it: an id and the ids it depends on. */
interface Node {
  id: string;
  dependsOn: readonly string[];
}

/**
 * The dependency cycles among criteria (Tarjan's strongly connected components): each id on a
 * cycle maps to the ids of its component. Every edge inside a component lies on some cycle, so each
 * can be reported where it is written. Unknown ids are not followed (they are reported elsewhere).
 */
export function dependencyCycles(nodes: readonly Node[]): ReadonlyMap<string, readonly string[]> {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const order = new Map<string, { index: number; low: number }>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles = new Map<string, readonly string[]>();

  const visit = (node: Node): { index: number; low: number } => {
    const own = { index: order.size, low: order.size };
    order.set(node.id, own);
    stack.push(node.id);
    onStack.add(node.id);
    for (const id of node.dependsOn) {
      const next = byId.get(id);
      if (!next) continue;
      const seen = order.get(id);
      if (!seen) own.low = Math.min(own.low, visit(next).low);
      else if (onStack.has(id)) own.low = Math.min(own.low, seen.index);
    }
    if (own.low === own.index) closeComponent(node);
    return own;
  };

  const closeComponent = (root: Node): void => {
    const component = stack.splice(stack.lastIndexOf(root.id));
    for (const id of component) onStack.delete(id);
    if (component.length > 1 || root.dependsOn.includes(root.id)) for (const id of component) cycles.set(id, component);
  };

  for (const node of nodes) if (!order.has(node.id)) visit(node);
  return cycles;
}
