// Screens of the messages area, exported by name.
export type { MessageDetailScreenProps } from './MessageDetailScreen/MessageDetailScreen';
export { MessageDetailScreen } from './MessageDetailScreen/MessageDetailScreen';
export type { MessageListScreenProps } from './MessageListScreen/MessageListScreen';
export { MessageListScreen } from './MessageListScreen/MessageListScreen';
