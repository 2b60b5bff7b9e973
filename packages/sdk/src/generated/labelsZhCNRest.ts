/**
 * Generated from src/i18n/labels/*.ts. Do not edit: change the area file and run `npm run gen`.
 */

import { areaLabels as home } from './labelsZhCNHome';
import { areaLabels as quotes } from './labelsZhCNQuotes';
import { areaLabels as trade } from './labelsZhCNTrade';
import { areaLabels as positions } from './labelsZhCNPositions';
import { areaLabels as ipo } from './labelsZhCNIpo';
import { areaLabels as block } from './labelsZhCNBlock';
import { areaLabels as follow } from './labelsZhCNFollow';
import { areaLabels as dayTrade } from './labelsZhCNDayTrade';
import { areaLabels as loans } from './labelsZhCNLoans';
import { areaLabels as funds } from './labelsZhCNFunds';
import { areaLabels as account } from './labelsZhCNAccount';
import { areaLabels as messages } from './labelsZhCNMessages';
import { areaLabels as news } from './labelsZhCNNews';
import { areaLabels as calendar } from './labelsZhCNCalendar';

/** Screen labels in zh-CN, every area but the first part's: the `labels` namespace, one flat `<area>.<key>` key per text. */
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
