// Screens of the ipo area, exported by name.
export type { NewShareDetailProps } from './NewShareDetail/NewShareDetail';
export { NewShareDetail } from './NewShareDetail/NewShareDetail';
export type { NewShareListProps } from './NewShareList/NewShareList';
export { NewShareList } from './NewShareList/NewShareList';
export type { NewShareOrdersProps } from './NewShareOrders/NewShareOrders';
export { NewShareOrders } from './NewShareOrders/NewShareOrders';
