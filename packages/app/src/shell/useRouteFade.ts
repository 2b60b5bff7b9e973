import { useRef } from 'react';
import * as styles from './shell.css';

/**
 * The class of a route's box keyed by `key`: the fade once the customer has moved to another route, none for the
 * route the app opened on, which paints at once (the prerendered first screen it replaces stays in place too).
 */
export function useRouteFade(key: string): string {
  const opened = useRef(key);
  const moved = useRef(false);
  if (key !== opened.current) moved.current = true;
  return moved.current ? styles.fade : styles.page;
}
