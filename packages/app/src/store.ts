// The store's own chunk: Redux Toolkit, RTK Query and every endpoint, loaded by the first route that reads it;
// with it the loader of routes that show only some label areas (a chunk of its own would split the start
// screen's chunks: it shares nothing else with them).
export { loadTexts, withStore } from '@tsumiki/sdk';
