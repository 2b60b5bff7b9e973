import { publishCalendars } from '../calendar';
import type { Handler } from './context';
import { marketOf } from './context';

/**
 * Each market's closures as the server works by them (`getTradingCalendar`). Reads the loaded years afresh, so an
 * operator's load shows at once on every instance that answers.
 */
export const getTradingCalendar: Handler = async (ctx) => {
  const calendar = await ctx.market.calendars.reload(ctx.db);
  return publishCalendars(calendar, ctx.now, ctx.form.type ? [marketOf(ctx)] : undefined);
};
