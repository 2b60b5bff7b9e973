// Screens of the block area, exported by name.
export type { BlockApplicationsProps } from './BlockApplications/BlockApplications';
export { BlockApplications } from './BlockApplications/BlockApplications';
export type { BlockTradeApplyProps } from './BlockTradeApply/BlockTradeApply';
export { BlockTradeApply } from './BlockTradeApply/BlockTradeApply';
export type { BlockTradeDetailProps } from './BlockTradeDetail/BlockTradeDetail';
export { BlockTradeDetail } from './BlockTradeDetail/BlockTradeDetail';
export type { BlockListView, BlockTradeListProps } from './BlockTradeList/BlockTradeList';
export { BlockTradeList } from './BlockTradeList/BlockTradeList';
