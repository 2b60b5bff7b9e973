// The store's own chunk: Redux Toolkit, RTK Query and every endpoint, loaded by the first route that reads it.
export { withStore } from '@tsumiki/sdk';
