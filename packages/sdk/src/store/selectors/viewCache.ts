/**
 * A view kept per input object and key (a language, a row limit) for as long as the input lives. RTK Query hands
 * back the very same arrays and objects when a refetch brings equal data (structural sharing), so a list that
 * did not change gets back the view it had, by identity: a memoised screen part skips its render and a chart
 * skips its redraw. Built views are never mutated, so sharing them is safe.
 */
export function viewCache<I extends object, V>(): (input: I, key: string, build: () => V) => V {
  const cache = new WeakMap<I, Map<string, V>>();
  return (input, key, build) => {
    let views = cache.get(input);
    if (views === undefined) {
      views = new Map();
      cache.set(input, views);
    }
    let view = views.get(key);
    if (view === undefined) {
      view = build();
      views.set(key, view);
    }
    return view;
  };
}
