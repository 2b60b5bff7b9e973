import { murasakiBrand } from './murasaki';
import { tsumikiBrand } from './tsumiki';
import type { Brand } from './types';

export const brands: Record<string, Brand> = { tsumiki: tsumikiBrand, murasaki: murasakiBrand };

/** The brand this build ships, chosen by `VITE_BRAND` (default tsumiki). */
export const brand: Brand = brands[import.meta.env.VITE_BRAND ?? 'tsumiki'] ?? tsumikiBrand;

export type { Brand, Feature } from './types';
export { FEATURES } from './types';
