/**
 * Generated from src/i18n/labels/*.ts. Do not edit: change the area file and run `npm run gen`.
 */

import { areaLabels as home } from './labelsEnHome';
import { areaLabels as quotes } from './labelsEnQuotes';
import { areaLabels as trade } from './labelsEnTrade';
import { areaLabels as positions } from './labelsEnPositions';
import { areaLabels as ipo } from './labelsEnIpo';
import { areaLabels as block } from './labelsEnBlock';
import { areaLabels as follow } from './labelsEnFollow';
import { areaLabels as dayTrade } from './labelsEnDayTrade';
import { areaLabels as loans } from './labelsEnLoans';
import { areaLabels as funds } from './labelsEnFunds';
import { areaLabels as account } from './labelsEnAccount';
import { areaLabels as messages } from './labelsEnMessages';
import { areaLabels as news } from './labelsEnNews';
import { areaLabels as calendar } from './labelsEnCalendar';

/** Screen labels in en, every area but the first part's: the `labels` namespace, one flat `<area>.<key>` key per text. */
export const restLabels: Readonly<Record<string, string>> = {
  ...home,
  ...quotes,
  ...trade,
  ...positions,
  ...ipo,
  ...block,
  ...follow,
  ...dayTrade,
  ...loans,
  ...funds,
  ...account,
  ...messages,
  ...news,
  ...calendar,
};
