/** What the walk needs of a bundler's output chunk. */
export interface ChunkLike {
  fileName: string;
  imports: readonly string[];
}

/**
 * The chunks `start` runs with: itself and every chunk it imports statically, each once. Shared by the chunk
 * plan (routeChunks.ts, which modules a route loads) and the boot script's preloads (firstScreen.ts, which files).
 */
export function staticChunks<C extends ChunkLike>(byFile: ReadonlyMap<string, C>, start: C | undefined): C[] {
  const seen = new Set<string>();
  const found: C[] = [];
  const stack = start ? [start.fileName] : [];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file)) continue;
    seen.add(file);
    found.push(chunk);
    stack.push(...chunk.imports);
  }
  return found;
}
