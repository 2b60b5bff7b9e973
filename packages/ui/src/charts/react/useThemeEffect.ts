import { type DependencyList, useLayoutEffect } from 'react';
import { useAppearanceKey } from '../../components/TsumikiProvider/TsumikiProvider';

/**
 * A layout effect that also runs again when the theme, runtime brand or price convention around the caller
 * changes. Canvas charts read their colours from the DOM once; this is where they read them.
 */
export function useThemeEffect(effect: () => void, deps: DependencyList): void {
  const appearance = useAppearanceKey();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's dependencies plus the appearance key
  useLayoutEffect(effect, [...deps, appearance]);
}
