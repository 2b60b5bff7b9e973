// Screens of the trade area, exported by name.
export type { OrderTicketProps } from './OrderTicket/OrderTicket';
export { OrderTicket } from './OrderTicket/OrderTicket';
