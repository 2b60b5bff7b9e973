import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../src/generated/api';
import type { DataOf, FormOf, OperationPath } from '../src/transport/types';

type Schemas = components['schemas'];

// These assertions are checked by `npm run typecheck`; at run time they only have to not throw.
describe('transport types derived from the contract', () => {
  it('should list the shown calls among the operation paths', () => {
    expectTypeOf<'/user/getUserinfo'>().toExtend<OperationPath>();
    expectTypeOf<'/trade/userstocklist'>().toExtend<OperationPath>();
    expectTypeOf<'/not/a/call'>().not.toExtend<OperationPath>();
  });

  it('should type the form of an operation', () => {
    expectTypeOf<FormOf<'/trade/buy'>>().toEqualTypeOf<Schemas['BuyForm']>();
  });

  it('should type the data of a success', () => {
    expectTypeOf<DataOf<'/trade/buy'>>().toEqualTypeOf<Schemas['Position']>();
    expectTypeOf<DataOf<'/user/getUserinfo'>>().toEqualTypeOf<Schemas['UserInfo']>();
  });
});
