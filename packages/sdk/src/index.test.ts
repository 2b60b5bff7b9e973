import { expect, it } from 'vitest';
import { SDK_NAME } from './index';

it('should name the package', () => {
  expect(SDK_NAME).toBe('@tsumiki/sdk');
});
