// Screens of the follow area, exported by name.
export type { FollowOrdersProps } from './FollowOrders/FollowOrders';
export { FollowOrders } from './FollowOrders/FollowOrders';
export type { FollowProductDetailProps } from './FollowProductDetail/FollowProductDetail';
export { FollowProductDetail } from './FollowProductDetail/FollowProductDetail';
export type { FollowProductsProps } from './FollowProducts/FollowProducts';
export { FollowProducts } from './FollowProducts/FollowProducts';
